from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "conduit-insecure"
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "conduit.db.SessionCleanupMiddleware",
]
ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"
APPEND_SLASH = False

# Django's own ORM is not used: the data layer is SQLAlchemy
DATABASES = {}
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'var' / 'conduit.sqlite3'}"

USE_TZ = True
