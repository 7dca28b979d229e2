import os

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-django-sqlalchemy")
DEBUG = False
ALLOWED_HOSTS = ["*"]

# Django is only the HTTP layer here: no Django models, no Django database.
# Persistence is SQLAlchemy (conduit/repositories), on DATABASE_URL.
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
DATABASES = {}

ROOT_URLCONF = "project.urls"
WSGI_APPLICATION = "project.wsgi.application"
APPEND_SLASH = False
USE_TZ = True

SQLALCHEMY_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
