from pathlib import Path
import os

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("SECRET_KEY", "insecure-dev-key")
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
APPEND_SLASH = False

INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "conduit.infrastructure.session_middleware.SessionCleanupMiddleware",
]
# data lives in SQLAlchemy (conduit/infrastructure/db.py); Django has no database
DATABASES = {}
