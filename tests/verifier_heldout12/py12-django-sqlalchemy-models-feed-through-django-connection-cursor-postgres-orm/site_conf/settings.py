import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.getenv("SECRET_KEY", "conduit")
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["api"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "api.urls"
APPEND_SLASH = False
USE_TZ = True

# Same PostgreSQL as SQLAlchemy; Django's connection is only used for a few read-heavy queries.
DATABASES = {"default": dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=60)}
