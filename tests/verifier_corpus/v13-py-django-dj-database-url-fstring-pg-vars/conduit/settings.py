import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "articles",
]

MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

# built from libpq's variables so the password is quoted by nothing but the URL itself
_PG_URL = (
    f"postgres://{os.environ.get('PGUSER', 'postgres')}:{os.environ.get('PGPASSWORD', '')}"
    f"@{os.environ.get('PGHOST', 'localhost')}:{os.environ.get('PGPORT', '5432')}"
    f"/{os.environ.get('PGDATABASE', 'conduit')}"
)
DATABASES = {"default": dj_database_url.parse(_PG_URL, conn_max_age=60)}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
APPEND_SLASH = False
