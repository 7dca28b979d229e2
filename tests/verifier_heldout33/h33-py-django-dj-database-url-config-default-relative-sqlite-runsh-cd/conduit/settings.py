from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "conduit-not-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "conduit.urls"
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]

import dj_database_url

INSTALLED_APPS = ["django.contrib.contenttypes", "profiles"]

# DATABASE_URL in production; a SQLite file in the working directory otherwise
DATABASES = {
    "default": dj_database_url.config(default="sqlite:///db.sqlite3", conn_max_age=60)
}
