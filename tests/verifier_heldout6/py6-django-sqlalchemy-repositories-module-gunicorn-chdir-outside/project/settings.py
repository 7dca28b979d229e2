import os

SECRET_KEY = os.environ.get("SECRET_KEY", "dev-not-secret")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["blog"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "project.urls"
WSGI_APPLICATION = "project.wsgi.application"
DATABASES = {}
APPEND_SLASH = False
USE_TZ = True

# SQLAlchemy engine URL; a relative SQLite path is resolved from the working directory.
SQLALCHEMY_URL = os.environ.get("DATABASE_URL", "sqlite:///conduit.sqlite3")
