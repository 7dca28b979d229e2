import os

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-insecure")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "project.urls"
WSGI_APPLICATION = "project.wsgi.application"
APPEND_SLASH = False

# Django's own ORM is not used; SQLAlchemy owns the data (see conduit/models/base.py).
DATABASES = {}
SQLALCHEMY_URL = os.environ["DATABASE_URL"]
