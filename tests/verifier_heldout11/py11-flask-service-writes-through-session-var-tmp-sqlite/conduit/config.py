import os
from pathlib import Path

# keep the database out of the source tree so reloads do not pick it up
DATA_DIR = Path(os.environ.get("CONDUIT_DATA_DIR", "/var/tmp/conduit"))
DATA_DIR.mkdir(parents=True, exist_ok=True)


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{DATA_DIR / 'conduit.db'}"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
