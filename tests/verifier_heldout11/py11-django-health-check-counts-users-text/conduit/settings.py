import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-conduit-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]
APPEND_SLASH = False

INSTALLED_APPS = []
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

# Django's own ORM is not used: data lives in SQLAlchemy (see core/database.py)
DATABASES = {}

SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'conduit.db'}"
JWT_SECRET = SECRET_KEY
USE_TZ = True
