import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-conduit-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

# Persistence is SQLAlchemy (conduit/db.py); Django's own ORM is not used.
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
DATABASES = {}
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
APPEND_SLASH = False
USE_TZ = True
