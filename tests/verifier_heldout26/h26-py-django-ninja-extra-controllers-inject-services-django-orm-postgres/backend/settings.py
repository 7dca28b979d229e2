import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["django.contrib.contenttypes", "ninja_extra", "blog"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "backend.urls"
WSGI_APPLICATION = "backend.wsgi.application"

DATABASES = {"default": dj_database_url.config(conn_max_age=60, conn_health_checks=True)}

NINJA_EXTRA = {"INJECTOR_MODULES": ["blog.container.BlogModule"]}

USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
