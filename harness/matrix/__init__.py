"""Many runs: the plan of a matrix (tasks × conditions × samples, what a resume still has to do),
the scheduler, batches, the executors that run them and the progress shown on a terminal."""
