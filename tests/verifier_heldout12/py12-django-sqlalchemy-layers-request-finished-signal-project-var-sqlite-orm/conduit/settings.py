import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret-change-me")
DEBUG = False
ALLOWED_HOSTS = ["*"]

# Django is only the HTTP layer here: persistence is SQLAlchemy (see conduit/db.py),
# so no Django database, no auth/contenttypes apps and no migrations.
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
DATABASES: dict = {}

ROOT_URLCONF = "conduit.http.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
APPEND_SLASH = False
USE_TZ = True

# var/ inside the project holds runtime state (git-ignored).
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'var' / 'conduit.sqlite3'}"
