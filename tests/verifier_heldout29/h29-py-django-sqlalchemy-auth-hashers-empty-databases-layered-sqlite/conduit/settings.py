from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "conduit-dev-key"
DEBUG = False
ALLOWED_HOSTS = ["*"]

# Django is only the HTTP layer here: no Django apps, no Django database.
INSTALLED_APPS: list[str] = []
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"
DATABASES: dict = {}
USE_TZ = True
APPEND_SLASH = False

# Password hashing uses Django's hashers (PBKDF2 by default); storage is SQLAlchemy.
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'var' / 'conduit.sqlite3'}"
