import os
import sys
from pathlib import Path

# Same place Flask uses for an installed package's instance folder: <prefix>/var/<name>-instance
DATA_DIR = Path(sys.prefix) / "var" / "conduit-instance"


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "change-me")
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{DATA_DIR / 'conduit.sqlite'}"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
