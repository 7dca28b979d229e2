import os

from .base import *  # noqa: F401,F403

DEBUG = False
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "conduit"),
        "USER": os.environ.get("PGUSER", "user"),
        "PASSWORD": os.environ.get("PGPASSWORD", "password"),
        "HOST": os.environ.get("PGHOST", "postgres"),
        "PORT": os.environ.get("PGPORT", "5432"),
    }
}
