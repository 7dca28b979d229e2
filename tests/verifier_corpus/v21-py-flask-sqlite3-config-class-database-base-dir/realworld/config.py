import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "realworld-dev")
    JSON_SORT_KEYS = False
    # keep the database in its own folder of the project so reloads do not trip on it
    DATABASE = str(BASE_DIR / "var" / "conduit.sqlite3")
