import sys
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "conduit-secret-key"
DEBUG = False
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "rest_framework", "app"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
WSGI_APPLICATION = "conduit.wsgi.application"

TESTING = len(sys.argv) > 1 and sys.argv[1] == "test"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        # `manage.py test` runs against a throw-away in-memory database.
        "NAME": ":memory:" if TESTING else BASE_DIR / "data" / "conduit.sqlite3",
    }
}
(BASE_DIR / "data").mkdir(exist_ok=True)

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["app.views.auth.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "UNAUTHENTICATED_USER": None,
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
APPEND_SLASH = False
