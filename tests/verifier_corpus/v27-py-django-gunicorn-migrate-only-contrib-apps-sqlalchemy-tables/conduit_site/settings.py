import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-dev-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "articles",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit_site.urls"
WSGI_APPLICATION = "conduit_site.wsgi.application"

# Django's own apps keep their bookkeeping tables here; the app's data goes through SQLAlchemy.
DATABASES = {"default": dj_database_url.config(env="DATABASE_URL")}

USE_TZ = True
APPEND_SLASH = False
