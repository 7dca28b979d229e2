import os

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-django-secret")
DEBUG = False
ALLOWED_HOSTS = ["*"]

# Django only does HTTP here; persistence is SQLAlchemy (see conduit/db.py).
INSTALLED_APPS = []
DATABASES = {}

MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "conduit.db.SessionCleanupMiddleware",
]
ROOT_URLCONF = "conduit.urls"
ASGI_APPLICATION = "conduit.asgi.application"
USE_TZ = True
APPEND_SLASH = False
