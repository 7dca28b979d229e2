from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent

env = environ.Env(DEBUG=(bool, False))

SECRET_KEY = env.str("SECRET_KEY", default="django-insecure-sqlalchemy-conduit")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS: list[str] = []
MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "conduit.middleware.SqlAlchemySessionMiddleware",
]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
APPEND_SLASH = False

# Django's own ORM is not used: all persistence goes through SQLAlchemy (conduit/database.py).
DATABASES: dict = {}

SQLALCHEMY_DATABASE_URL = env.str("DATABASE_URL")
JWT_SECRET = env.str("JWT_SECRET", default=SECRET_KEY)
USE_TZ = True
