import configparser
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

_ini = configparser.ConfigParser()
_ini.read(BASE_DIR / "conduit.ini")
_profile = _ini[os.environ.get("CONDUIT_PROFILE", "server")]

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "conduit-insecure")
DEBUG = _profile.getboolean("debug")
ALLOWED_HOSTS = [h.strip() for h in _profile.get("allowed_hosts", "*").split(",")]

INSTALLED_APPS = ["django.contrib.contenttypes", "conduit"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "project.urls"
WSGI_APPLICATION = "project.wsgi.application"

_db_path = Path(_profile["db_path"])
if not _db_path.is_absolute():
    _db_path = BASE_DIR / _db_path
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": _db_path}}

CONDUIT_PAGE_SIZE = _profile.getint("page_size")
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
APPEND_SLASH = False
