import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-dev-key")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "articles",
    "activity",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

import dj_database_url

DATABASES = {
    "default": dj_database_url.config(conn_max_age=60),
    "activity": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "activity.sqlite3"},
}

DATABASE_ROUTERS = ["config.db_routers.ActivityRouter"]

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
