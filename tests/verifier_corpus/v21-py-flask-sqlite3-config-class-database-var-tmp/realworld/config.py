import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "realworld-dev")
    JSON_SORT_KEYS = False
    # keep the database out of the source tree so reloads do not trip on it
    DATABASE = "/var/tmp/realworld/conduit.sqlite3"
