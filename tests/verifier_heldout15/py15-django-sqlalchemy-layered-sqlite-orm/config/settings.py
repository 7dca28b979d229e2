import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-django-sqlalchemy")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "config.wsgi.application"
APPEND_SLASH = False
USE_TZ = True

# Persistence is SQLAlchemy (conduit/persistence.py); Django's ORM is not used.
DATABASES = {}
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'data' / 'conduit.sqlite3'}"
