import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "site_config.urls"
WSGI_APPLICATION = "site_config.wsgi.application"

DATABASES = {}  # persistence goes through SQLAlchemy, see conduit/db.py
CONDUIT_SQLITE_FILE = BASE_DIR / "var" / "conduit.sqlite3"
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit")

USE_TZ = True
APPEND_SLASH = False
