import os

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-django-sqlalchemy")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = []  # no Django apps: data access is SQLAlchemy
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
DATABASES = {}
APPEND_SLASH = False

SQLALCHEMY_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
