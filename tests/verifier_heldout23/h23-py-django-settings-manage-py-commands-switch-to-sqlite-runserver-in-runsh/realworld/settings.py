import os
import sys
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
DEBUG = os.environ.get("DEBUG", "false").lower() == "true"
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["api"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "realworld.urls"
WSGI_APPLICATION = "realworld.wsgi.application"

# Production (gunicorn / any WSGI server): the PostgreSQL server from DATABASE_URL.
DATABASES = {
    "default": dj_database_url.config(
        default="postgresql://user:password@postgres:5432/conduit", conn_max_age=600
    )
}

# manage.py is only used on developer machines: its commands (runserver, migrate,
# shell, ...) work against a throwaway local SQLite file so nobody touches the
# shared database by accident.
DEV_COMMANDS = {"runserver", "migrate", "makemigrations", "shell", "dbshell", "createsuperuser", "test"}
if Path(sys.argv[0]).name == "manage.py" and len(sys.argv) > 1 and sys.argv[1] in DEV_COMMANDS:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": BASE_DIR / "local.sqlite3",
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
APPEND_SLASH = False
