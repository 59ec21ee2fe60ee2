## help: texts to come.
