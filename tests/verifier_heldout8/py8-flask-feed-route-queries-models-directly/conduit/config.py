import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = PROJECT_ROOT / "data"


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", f"sqlite:///{DATA_DIR / 'conduit.sqlite3'}")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_EXPIRES_DAYS = 30
