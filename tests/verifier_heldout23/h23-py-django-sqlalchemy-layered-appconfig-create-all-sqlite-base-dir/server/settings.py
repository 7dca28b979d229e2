from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "conduit-django-sqlalchemy"
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = [
    "django.middleware.common.CommonMiddleware",
    "conduit.db.SessionCleanupMiddleware",
]
ROOT_URLCONF = "server.urls"
WSGI_APPLICATION = "server.wsgi.application"

# Django's own ORM is not used: SQLAlchemy owns the database.
DATABASES = {}
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'conduit.sqlite3'}"

USE_TZ = True
APPEND_SLASH = False
