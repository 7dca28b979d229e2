from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "conduit-not-secret"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "conduit.urls"
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]

INSTALLED_APPS = ["django.contrib.contenttypes", "blog"]

# One shared SQLite database for all threads of the worker: fast, no file
# locking problems under gunicorn threads.
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": "file:conduit?mode=memory&cache=shared",
    }
}
