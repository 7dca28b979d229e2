import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["blog.apps.BlogConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit_api.urls"
WSGI_APPLICATION = "conduit_api.wsgi.application"

DATABASES = {}
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'data' / 'conduit.db'}"

USE_TZ = True
APPEND_SLASH = False
