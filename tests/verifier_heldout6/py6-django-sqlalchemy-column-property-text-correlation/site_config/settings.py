import os

from sqlalchemy.engine import URL

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-django-sa")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["api"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "site_config.urls"
ASGI_APPLICATION = "site_config.asgi.application"
DATABASES = {}
APPEND_SLASH = False
USE_TZ = True

# SQLAlchemy connection, from the standard libpq variables.
SQLALCHEMY_URL = URL.create(
    "postgresql+psycopg",
    username=os.environ["PGUSER"],
    password=os.environ["PGPASSWORD"],
    host=os.environ["PGHOST"],
    port=int(os.environ.get("PGPORT", "5432")),
    database=os.environ["PGDATABASE"],
)
