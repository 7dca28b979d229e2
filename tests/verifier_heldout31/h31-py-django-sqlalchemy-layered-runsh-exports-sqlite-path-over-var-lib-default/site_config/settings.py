import os

SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-sqlalchemy")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["conduit"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "site_config.urls"
DATABASES = {}  # persistence is handled by SQLAlchemy (conduit/repositories)
APPEND_SLASH = False
USE_TZ = True

# Packaged deployments keep the database under /var/lib; run.sh points it into the checkout.
SQLITE_PATH = os.environ.get("SQLITE_PATH", "/var/lib/conduit/conduit.db")
