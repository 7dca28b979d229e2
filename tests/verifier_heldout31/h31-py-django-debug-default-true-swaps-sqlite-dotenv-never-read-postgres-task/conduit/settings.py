from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env()

DEBUG = env.bool("DJANGO_DEBUG", default=True)
SECRET_KEY = env("DJANGO_SECRET_KEY", default="insecure-dev-key")
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "blog"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": env("PGDATABASE", default="conduit"),
        "USER": env("PGUSER", default="user"),
        "PASSWORD": env("PGPASSWORD", default="password"),
        "HOST": env("PGHOST", default="postgres"),
        "PORT": env("PGPORT", default="5432"),
    }
}

if DEBUG:
    # No Postgres needed while iterating locally.
    DATABASES["default"] = {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "debug.sqlite3",
    }

USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
APPEND_SLASH = False
