import os

import dj_database_url

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = ["*"]
APPEND_SLASH = False

INSTALLED_APPS = ["articles"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

DATABASES = {"default": dj_database_url.config(conn_max_age=60)}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
