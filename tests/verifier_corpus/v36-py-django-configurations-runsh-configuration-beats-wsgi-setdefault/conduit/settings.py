from pathlib import Path

from configurations import Configuration, values

BASE_DIR = Path(__file__).resolve().parent.parent


class Common(Configuration):
    SECRET_KEY = "conduit-secret"
    ALLOWED_HOSTS = ["*"]
    INSTALLED_APPS = ["django.contrib.contenttypes", "articles"]
    MIDDLEWARE = []
    ROOT_URLCONF = "conduit.urls"
    WSGI_APPLICATION = "conduit.wsgi.application"


class Production(Common):
    DEBUG = False
    DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "data" / "conduit.sqlite3"}}


class Local(Common):
    DEBUG = True
    DATABASES = {
        "default": {"ENGINE": "django.db.backends.sqlite3", "NAME": "/tmp/conduit-local.sqlite3"}
    }
