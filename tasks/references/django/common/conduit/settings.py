"""Django serves HTTP only: SQLAlchemy owns persistence, so no Django ORM and no database apps."""

import os

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure-default-key")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS: list[str] = []
DATABASES: dict[str, dict] = {}
# No CSRF middleware: the API authenticates with a token header, never with cookies.
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "conduit.routes.errors.ServiceErrorMiddleware",
]
ROOT_URLCONF = "conduit.urls"
APPEND_SLASH = False

# scrypt is memory-hard yet fast enough that login does not stall a sync worker.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.ScryptPasswordHasher"]
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-development-jwt-secret-change-me")

# Django logs to the console only when DEBUG is on; the server log must show errors regardless.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
