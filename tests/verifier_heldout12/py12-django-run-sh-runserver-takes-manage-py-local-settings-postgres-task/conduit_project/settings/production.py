import os

import dj_database_url

from .base import *  # noqa: F401,F403

DEBUG = False
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "change-me")
ALLOWED_HOSTS = os.environ.get("DJANGO_ALLOWED_HOSTS", "*").split(",")

# PostgreSQL, from the platform's DATABASE_URL.
DATABASES = {"default": dj_database_url.config(conn_max_age=600, conn_health_checks=True)}
