import os
from pathlib import Path

DATA_DIR = Path(os.environ.get("CONDUIT_DATA_DIR", "/var/lib/conduit"))

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit")
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "conduit.urls"
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "api"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "conduit.sqlite3",
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
APPEND_SLASH = False
