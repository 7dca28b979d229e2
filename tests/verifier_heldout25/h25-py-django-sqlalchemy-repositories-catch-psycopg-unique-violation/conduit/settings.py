import os

SECRET_KEY = os.environ.get("SECRET_KEY", "django-insecure-psycopg-conduit")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS: list[str] = []
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
APPEND_SLASH = False
DATABASES: dict = {}
USE_TZ = True
