import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

# Keep runtime data next to the checkout, not inside it, so a fresh clone / git clean
# never wipes the database.
DATA_DIR = Path(os.environ.get("CONDUIT_DATA_DIR", BASE_DIR.parent / "conduit-data"))
DATA_DIR.mkdir(parents=True, exist_ok=True)

SECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-secret")
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = ["*"]

INSTALLED_APPS = ["blog"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit_site.urls"
WSGI_APPLICATION = "conduit_site.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "conduit.sqlite3",
    }
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
APPEND_SLASH = False
