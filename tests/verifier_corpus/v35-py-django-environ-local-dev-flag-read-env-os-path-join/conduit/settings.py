import os

import environ

BASE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

env = environ.Env()
environ.Env.read_env(os.path.join(BASE_DIR, ".env"))

SECRET_KEY = env.str("SECRET_KEY", default="insecure-dev-key")
LOCAL_DEV = env.bool("CONDUIT_LOCAL_DEV", default=True)
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "articles",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

if LOCAL_DEV:
    # quick start on a laptop without a database server
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": os.path.join(BASE_DIR, "local.sqlite3"),
        }
    }
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.postgresql",
            "HOST": env.str("PGHOST"),
            "PORT": env.int("PGPORT", default=5432),
            "NAME": env.str("PGDATABASE"),
            "USER": env.str("PGUSER"),
            "PASSWORD": env.str("PGPASSWORD"),
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
