from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


class Config:
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{BASE_DIR / 'conduit.sqlite3'}"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_SECRET = "conduit-secret"
