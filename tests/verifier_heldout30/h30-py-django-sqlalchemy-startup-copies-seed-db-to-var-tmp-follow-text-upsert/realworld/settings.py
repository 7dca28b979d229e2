import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("SECRET_KEY", "realworld-insecure")
DEBUG = False
ALLOWED_HOSTS = ["*"]
APPEND_SLASH = False
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "realworld.urls"
WSGI_APPLICATION = "realworld.wsgi.application"
DATABASES = {}
USE_TZ = True

SEED_DATABASE = BASE_DIR / "data" / "seed.sqlite3"
