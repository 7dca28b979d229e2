from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent


class Config:
    # Local default so that `flask run` works without any environment set up.
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{BASE_DIR / 'dev.db'}"
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    SECRET_KEY = "conduit"
