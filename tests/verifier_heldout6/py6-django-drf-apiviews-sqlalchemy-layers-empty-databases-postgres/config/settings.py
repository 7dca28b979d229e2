import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-conduit-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "rest_framework",
    "conduit.apps.ConduitConfig",
]

MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

# Persistence is SQLAlchemy (see SQLALCHEMY_URL); Django's own ORM is not used at all.
DATABASES = {}

SQLALCHEMY_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["conduit.api.authentication.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": [],
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "EXCEPTION_HANDLER": "conduit.api.errors.handler",
}

APPEND_SLASH = False
USE_TZ = True
