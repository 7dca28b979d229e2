from pathlib import Path

from configurations import Configuration, values

BASE_DIR = Path(__file__).resolve().parent.parent


class Base(Configuration):
    SECRET_KEY = values.Value("insecure-conduit-key")
    ALLOWED_HOSTS = ["*"]
    INSTALLED_APPS = [
        "django.contrib.auth",
        "django.contrib.contenttypes",
        "rest_framework",
        "conduit.articles",
    ]
    MIDDLEWARE = ["django.middleware.common.CommonMiddleware"]
    ROOT_URLCONF = "conduit.urls"
    WSGI_APPLICATION = "conduit.wsgi.application"
    DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
    APPEND_SLASH = False
    USE_TZ = True


class Dev(Base):
    DEBUG = True
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": BASE_DIR / "dev.sqlite3",
        }
    }


class Prod(Base):
    DEBUG = False
    DATABASES = values.DatabaseURLValue(environ_name="DATABASE_URL", environ_prefix=None)
