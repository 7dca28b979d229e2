from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env()  # load the .env file

SECRET_KEY = env("SECRET_KEY", default="insecure-dev-key")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "articles",
]

MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

# DATABASE_URL comes from .env; the fallback is a scratch file for quick experiments
DATABASES = {
    "default": env.db("DATABASE_URL", default="sqlite:////tmp/conduit-dev.sqlite3"),
}

USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
