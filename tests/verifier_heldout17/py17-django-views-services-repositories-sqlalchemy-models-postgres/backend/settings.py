import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-django-sqlalchemy")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "backend.urls"
APPEND_SLASH = False
# Django's own ORM is not used: the data layer is SQLAlchemy (see repositories/database.py)
DATABASES = {}
SQLALCHEMY_URL = os.environ["DATABASE_URL"]
