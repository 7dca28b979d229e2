import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("SECRET_KEY", "dev")
DEBUG = True
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "rest_framework",
    "blog",
]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit.urls"
DATABASES = {
    "default": {
        "ENGINE": "djongo",
        "NAME": os.environ.get("PGDATABASE", "conduit"),
        "CLIENT": {"host": os.environ.get("MONGO_URL", "mongodb://localhost:27017")},
    }
}
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
