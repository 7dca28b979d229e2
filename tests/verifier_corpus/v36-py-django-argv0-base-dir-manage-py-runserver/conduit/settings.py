import sys
from pathlib import Path

BASE_DIR = Path(sys.argv[0]).resolve().parent

SECRET_KEY = "conduit-dev-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes", "articles"]
MIDDLEWARE = []
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "db.sqlite3",
    }
}
