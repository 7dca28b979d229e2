from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "conduit"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "config.urls"
INSTALLED_APPS = ["conduit.apps.ConduitConfig"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
DATABASES = {}  # Django's ORM is not used; SQLAlchemy owns the data
APPEND_SLASH = False
SQLALCHEMY_URL = f"sqlite:///{BASE_DIR / 'conduit.sqlite3'}"
