from pathlib import Path

VAR_DIR = Path(__file__).resolve().parent.parent / "var"
SQLITE_URL = f"sqlite:///{VAR_DIR / 'conduit.sqlite3'}"
FOLLOWS_ENV = VAR_DIR / "follows.lmdb"
