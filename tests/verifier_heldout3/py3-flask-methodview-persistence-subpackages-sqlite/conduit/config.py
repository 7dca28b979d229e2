import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{PROJECT_ROOT / 'var' / 'conduit.db'}"
    SQLALCHEMY_ENGINE_OPTIONS = {"connect_args": {"timeout": 15}}
    JSON_SORT_KEYS = False
