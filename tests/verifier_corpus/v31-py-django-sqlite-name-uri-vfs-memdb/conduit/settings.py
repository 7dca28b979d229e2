from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "conduit-dev"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "conduit.urls"
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "tags"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]

# SQLite URI filename (Django opens SQLite with uri=True): the "memdb" VFS
# keeps the whole database in RAM, shared by every connection of the process.
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": "file:/conduit.sqlite3?vfs=memdb",
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
