from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "conduit-django-sqlalchemy"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS: list[str] = ["app"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware", "app.db.SessionCleanupMiddleware"]
ROOT_URLCONF = "site_config.urls"
WSGI_APPLICATION = "site_config.wsgi.application"
APPEND_SLASH = False

# Persistence is SQLAlchemy's (app/db.py); Django's own ORM is not used.
DATABASES: dict = {}
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'conduit.sqlite3'}"
