from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = "dev"
DEBUG = False
ALLOWED_HOSTS = ["*"]
ROOT_URLCONF = "conduit.urls"
INSTALLED_APPS = ["django.contrib.contenttypes"]
MIDDLEWARE = []

# Django's own database is unused: the application's data goes through SQLAlchemy.
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": BASE_DIR / "db.sqlite3",
    }
}
