import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-conduit-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["realworld"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
APPEND_SLASH = False

# Persistence is SQLAlchemy's (realworld/db.py); Django's own ORM is not used.
DATABASES = {}
SQLALCHEMY_URL = os.environ["DATABASE_URL"]
USE_TZ = True
