import os
from pathlib import Path

from click import get_app_dir

# Flask already depends on click; reuse its notion of a per-user application directory.
APP_DIR = Path(get_app_dir("Conduit"))
APP_DIR.mkdir(parents=True, exist_ok=True)


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev")
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{APP_DIR / 'conduit.sqlite3'}"
