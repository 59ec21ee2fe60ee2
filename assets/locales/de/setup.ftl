## setup: texts to come.
