import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
# persistent data lives on the data volume in deployment
DATA_DIR = Path(os.environ.get("DATA_DIR", "/var/data/conduit"))

SECRET_KEY = "conduit-dev-key"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes", "conduit"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "db.sqlite3",
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
APPEND_SLASH = False
