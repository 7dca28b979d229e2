"""Django serves HTTP only: SQLAlchemy owns persistence, so no Django ORM or database-backed apps."""

import os

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure-default-key")
DEBUG = os.environ.get("DJANGO_DEBUG") == "1"
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS: list[str] = []
DATABASES: dict[str, dict] = {}
# No CSRF middleware: the API authenticates with a token header, never with cookies.
MIDDLEWARE = ["conduit.routes.errors.ServiceErrorMiddleware"]
ROOT_URLCONF = "conduit.urls"
APPEND_SLASH = False

# scrypt is memory-hard yet fast enough that login does not stall a sync worker.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.ScryptPasswordHasher"]
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-development-secret")

# Django only logs to the console when DEBUG is on; the server log must show errors in production too.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
