import os

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS: list[str] = []
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
DATABASES: dict = {}  # storage is SQLAlchemy (blog/db.py)
USE_TZ = True
APPEND_SLASH = False

SQLALCHEMY_DATABASE_URL = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg2://", 1)
