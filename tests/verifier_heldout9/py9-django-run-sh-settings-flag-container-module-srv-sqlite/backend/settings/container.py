"""Settings for the packaged server: state goes to the service's data directory."""
from pathlib import Path

from .base import *  # noqa: F401,F403

DEBUG = False
DATA_DIR = Path("/srv/conduit")
DATA_DIR.mkdir(parents=True, exist_ok=True)
DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": DATA_DIR / "db.sqlite3"}}
