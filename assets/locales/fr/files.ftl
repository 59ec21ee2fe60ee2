## files: texts to come.
