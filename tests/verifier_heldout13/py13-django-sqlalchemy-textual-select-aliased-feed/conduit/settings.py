import os

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["conduit.sa"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
DATABASES: dict = {}
APPEND_SLASH = False
SA_DATABASE_URL = os.environ["DATABASE_URL"]
