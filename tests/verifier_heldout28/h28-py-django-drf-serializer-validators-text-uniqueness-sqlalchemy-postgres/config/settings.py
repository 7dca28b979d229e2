import os

SECRET_KEY = os.environ.get("SECRET_KEY", "drf-sqlalchemy-conduit")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "rest_framework",
    "api",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware", "api.db.close_session_middleware"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

# Persistence is SQLAlchemy (api/db.py); Django's own ORM is not used.
DATABASES = {}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["api.auth.JWTAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "UNAUTHENTICATED_USER": None,
}
USE_TZ = True
APPEND_SLASH = False
