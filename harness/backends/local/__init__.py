"""The local backend: phases on this machine, each in a bubblewrap sandbox, with a Postgres cluster
of its own on a loopback address and a lock on the framework's host port."""
