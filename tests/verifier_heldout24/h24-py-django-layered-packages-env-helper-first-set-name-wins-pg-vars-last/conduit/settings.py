import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-insecure-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "rest_framework",
    "api",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
APPEND_SLASH = False
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

def _env(*names, default=None):
    for name in names:
        value = os.environ.get(name)
        if value:
            return value
    return default


DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "HOST": _env("DB_HOST", "POSTGRES_HOST", "PGHOST", default="localhost"),
        "PORT": _env("DB_PORT", "POSTGRES_PORT", "PGPORT", default="5432"),
        "NAME": _env("DB_NAME", "POSTGRES_DB", "PGDATABASE", default="conduit"),
        "USER": _env("DB_USER", "POSTGRES_USER", "PGUSER", default="postgres"),
        "PASSWORD": _env("DB_PASSWORD", "POSTGRES_PASSWORD", "PGPASSWORD", default="postgres"),
    }
}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
    "UNAUTHENTICATED_USER": None,
}

