import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.getenv("SECRET_KEY", "conduit-secret-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["realworld"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

# Only the database name is given here. HOST, PORT, USER and PASSWORD are left
# empty on purpose: psycopg/libpq then read PGHOST, PGPORT, PGUSER and PGPASSWORD.
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.getenv("PGDATABASE", "conduit"),
        "CONN_MAX_AGE": 60,
    }
}

APPEND_SLASH = False
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
