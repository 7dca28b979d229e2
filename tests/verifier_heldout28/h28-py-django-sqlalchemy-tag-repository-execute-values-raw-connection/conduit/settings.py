import os

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-secret")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = []
DATABASES = {}
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
USE_TZ = True
APPEND_SLASH = False
