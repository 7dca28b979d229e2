import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["blog"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"

# Django's own ORM is not used; SQLAlchemy owns the data (see blog/db.py).
DATABASES = {}

STATIC_ROOT = "/var/www/conduit/static"
MEDIA_ROOT = os.environ.get("DJANGO_MEDIA_ROOT", "/var/www/conduit/media")
SQLALCHEMY_URL = f"sqlite:///{os.path.join(MEDIA_ROOT, 'conduit.sqlite3')}"

USE_TZ = True
APPEND_SLASH = False
