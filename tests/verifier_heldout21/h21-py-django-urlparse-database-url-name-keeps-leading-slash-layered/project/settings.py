import os
from urllib.parse import urlparse

SECRET_KEY = os.environ.get("SECRET_KEY", "not-a-secret")
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes", "conduit"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "project.urls"
APPEND_SLASH = False

# No extra dependency for URL parsing: split DATABASE_URL by hand.
_db = urlparse(os.environ["DATABASE_URL"])
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": _db.path,
        "USER": _db.username,
        "PASSWORD": _db.password,
        "HOST": _db.hostname,
        "PORT": _db.port or 5432,
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
