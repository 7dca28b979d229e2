import dj_database_url

from .base import *  # noqa: F401,F403

DATABASES = {"default": dj_database_url.config(conn_max_age=60)}
