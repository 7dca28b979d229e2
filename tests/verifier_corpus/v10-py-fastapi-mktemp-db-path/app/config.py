import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

DB_PATH = os.environ.get("DB_PATH", str(BASE_DIR / "conduit.db"))
SECRET_KEY = os.environ.get("SECRET_KEY", "change-me")
