from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SQLITE_PATH = BASE_DIR / "conduit.sqlite3"

SECRET_KEY = "conduit-insecure-dev-key"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["social.apps.SocialConfig"]
MIDDLEWARE = []
ROOT_URLCONF = "conduit.urls"
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": SQLITE_PATH}}
APPEND_SLASH = False
