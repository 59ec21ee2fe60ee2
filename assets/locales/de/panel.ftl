## panel: texts to come.
