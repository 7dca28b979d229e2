import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-dev-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "conduit.apps.ConduitConfig",
]
MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "conduit.middleware.token_auth.TokenAuthMiddleware",
]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
APPEND_SLASH = False

# Django's own ORM is not used: SQLAlchemy owns the database (conduit/db.py).
DATABASES = {}

USE_TZ = True
