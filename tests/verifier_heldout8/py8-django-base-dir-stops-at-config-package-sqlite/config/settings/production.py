from .base import *  # noqa: F401,F403

DEBUG = False
CONN_MAX_AGE = 0
