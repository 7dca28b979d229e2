import os
import sqlite3
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DB_FILE = PROJECT_ROOT / "var" / "conduit.sqlite3"


def _connect() -> sqlite3.Connection:
    # A file-backed connection; SQLAlchemy only sees the connection object.
    DB_FILE.parent.mkdir(parents=True, exist_ok=True)
    return sqlite3.connect(DB_FILE, check_same_thread=False, detect_types=sqlite3.PARSE_DECLTYPES)


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-local-secret")
    # The URL only selects the SQLite dialect; the creator decides which file is opened.
    SQLALCHEMY_DATABASE_URI = "sqlite://"
    SQLALCHEMY_ENGINE_OPTIONS = {"creator": _connect}
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    TOKEN_TTL = 86400
