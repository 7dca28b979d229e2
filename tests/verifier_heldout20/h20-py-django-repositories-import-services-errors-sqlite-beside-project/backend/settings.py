from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
# Keep runtime data out of the repository checkout.
DATA_DIR = BASE_DIR.parent / "conduit-data"
DATA_DIR.mkdir(parents=True, exist_ok=True)

SECRET_KEY = "insecure-conduit-key"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "conduit"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "backend.urls"
APPEND_SLASH = False
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": DATA_DIR / "db.sqlite3",
    }
}
