"""One run from start to record: the context it runs in, its content keys, the build and eval
phases (pipeline), grading from stored artifacts, externally built patches, and the run directory."""
