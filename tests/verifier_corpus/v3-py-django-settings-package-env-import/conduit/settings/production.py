import os

from .base import *  # noqa: F401,F403

DEBUG = False
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "HOST": os.environ.get("DB_HOST", "postgres"),
        "NAME": os.environ.get("DB_NAME", "conduit"),
        "USER": os.environ.get("DB_USER", "conduit"),
        "PASSWORD": os.environ.get("DB_PASSWORD", ""),
    }
}
