from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "conduit-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = []

MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

DATABASES = {}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
