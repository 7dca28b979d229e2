from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "conduit-sa"
DEBUG = False
ALLOWED_HOSTS = ["*"]
INSTALLED_APPS = []
MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
ROOT_URLCONF = "conduit_site.urls"
DATABASES = {}
APPEND_SLASH = False

SQLITE_FILE = BASE_DIR / "storage" / "conduit.db"
