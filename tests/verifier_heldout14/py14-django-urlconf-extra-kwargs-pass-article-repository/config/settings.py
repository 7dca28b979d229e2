"""Django settings. Django only does HTTP here (URL routing, request/response); the data layer
is SQLAlchemy (conduit_api/repositories), so no Django app with models is installed."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "django-insecure-7c2f0e0b1d")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS: list[str] = []
MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "conduit_api.routes.errors.DomainErrorMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

DATABASES: dict = {}

USE_TZ = True
APPEND_SLASH = False
