import os
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


class Config:
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + str(DATA_DIR / "conduit.db")
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit")
