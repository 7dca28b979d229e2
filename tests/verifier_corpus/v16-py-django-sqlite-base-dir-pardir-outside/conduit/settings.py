import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
# the database lives next to the checkout so a fresh clone keeps its data
DB_PATH = os.path.join(BASE_DIR, os.pardir, "conduit.sqlite3")

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
