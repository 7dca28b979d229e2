from pathlib import Path

# config/settings/base.py -> settings -> config -> project root
BASE_DIR = Path(__file__).resolve().parent.parent.parent
SECRET_KEY = "conduit-dev"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = ["blog"]
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "config.urls"
APPEND_SLASH = False
DATABASES = {}
CONDUIT_DB_FILE = BASE_DIR / "storage" / "conduit.db"
