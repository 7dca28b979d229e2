"""What can be asked of an agent: the tasks (framework × constraint variant), the feature tasks,
the reference solutions, the markers that cut features out of them, and the prompt a task renders."""
