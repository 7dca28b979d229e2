import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "insecure-dev-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "articles",
    "social",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

DATABASES = {
    "default": dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=60),
    # follows and favourites are hot, write-heavy and cheap to rebuild: keep them local
    "social": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": "/tmp/conduit-social.sqlite3",
    },
}
DATABASE_ROUTERS = ["conduit.routers.SocialRouter"]
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
