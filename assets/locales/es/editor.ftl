## editor: texts to come.
