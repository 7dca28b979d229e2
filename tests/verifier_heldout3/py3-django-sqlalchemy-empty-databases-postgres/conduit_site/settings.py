import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit_site.urls"
APPEND_SLASH = False

# Persistence is SQLAlchemy (see conduit/db.py); Django's own ORM is not used at all.
DATABASES: dict = {}
SQLALCHEMY_URL = os.environ["DATABASE_URL"]

JWT_SECRET = os.environ.get("JWT_SECRET", SECRET_KEY)
USE_TZ = True
