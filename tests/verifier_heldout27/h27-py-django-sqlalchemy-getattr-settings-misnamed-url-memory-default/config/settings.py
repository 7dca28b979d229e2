import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-conduit")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["articles.apps.ArticlesConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

# Django's own ORM is not used: data goes through SQLAlchemy (articles/db.py)
DATABASES = {}
SQLALCHEMY_DATABASE_URL = f"sqlite:///{BASE_DIR / 'db' / 'conduit.sqlite3'}"

USE_TZ = True
APPEND_SLASH = False
