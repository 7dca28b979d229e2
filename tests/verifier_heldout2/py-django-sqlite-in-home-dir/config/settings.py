from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
# keep the database out of the source tree so a fresh checkout starts clean
DATA_DIR = Path.home() / ".conduit"
DATA_DIR.mkdir(parents=True, exist_ok=True)

SECRET_KEY = "conduit-dev"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "blog"]
ROOT_URLCONF = "config.urls"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": DATA_DIR / "conduit.sqlite3"}}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
