from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = BASE_DIR / "var"


class Config:
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{DATA_DIR / 'conduit.db'}"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = "conduit-dev-secret"
