import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
# the database lives at the top of the project, one level above this package
DB_PATH = os.path.join(PACKAGE_DIR, os.pardir, "conduit.sqlite3")

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "tags",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DB_PATH,
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
APPEND_SLASH = False
