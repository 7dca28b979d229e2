import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.getenv("SECRET_KEY", "insecure-realworld")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "api"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "realworld.urls"
APPEND_SLASH = False

DATABASES = {"default": dj_database_url.config(conn_max_age=60)}

USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
