from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env()
# the checked-in .env is the single source of truth for local and container runs
environ.Env.read_env(BASE_DIR / ".env", overwrite=True)

SECRET_KEY = env("DJANGO_SECRET_KEY", default="insecure-conduit-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]
APPEND_SLASH = False

INSTALLED_APPS = []
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

# Django's own ORM is not used: data lives in SQLAlchemy (see core/database.py)
DATABASES = {}

SQLALCHEMY_URL = env("DATABASE_URL")
JWT_SECRET = SECRET_KEY
USE_TZ = True
