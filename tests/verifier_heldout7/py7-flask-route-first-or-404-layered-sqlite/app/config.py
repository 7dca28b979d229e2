import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
(BASE_DIR / "var").mkdir(exist_ok=True)


class Settings:
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{BASE_DIR / 'var' / 'conduit.db'}"
    SECRET_KEY = os.getenv("SECRET_KEY", "dev")
