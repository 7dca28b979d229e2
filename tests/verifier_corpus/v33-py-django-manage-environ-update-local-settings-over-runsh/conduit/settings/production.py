import dj_database_url

from .base import *  # noqa: F401,F403

DATABASES = {"default": dj_database_url.config(env="DATABASE_URL", conn_max_age=60)}
