import os

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure")
DEBUG = False
ALLOWED_HOSTS = ["*"]
APPEND_SLASH = False

INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit_site.urls"
WSGI_APPLICATION = "conduit_site.wsgi.application"

# Django's ORM is not used: SQLAlchemy owns the schema and every query.
DATABASES = {}

SQLALCHEMY_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
JWT_SECRET = os.environ.get("JWT_SECRET", SECRET_KEY)
USE_TZ = True
