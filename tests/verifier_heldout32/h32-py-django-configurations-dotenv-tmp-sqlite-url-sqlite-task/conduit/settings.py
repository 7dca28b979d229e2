from pathlib import Path

from configurations import Configuration, values

BASE_DIR = Path(__file__).resolve().parent.parent


class Base(Configuration):
    # django-configurations reads this file before the values are set up
    DOTENV = BASE_DIR / ".env"

    SECRET_KEY = values.SecretValue()
    DEBUG = False
    ALLOWED_HOSTS = ["*"]
    ROOT_URLCONF = "conduit.urls"
    INSTALLED_APPS = ["django.contrib.contenttypes", "django.contrib.auth", "api"]
    MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
    DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
    USE_TZ = True


class Prod(Base):
    DATABASES = values.DatabaseURLValue(f"sqlite:///{BASE_DIR / 'db.sqlite3'}")
