import dj_database_url

from .base import *  # noqa: F401,F403

DEBUG = False
DATABASES = {"default": dj_database_url.config(conn_max_age=60)}
