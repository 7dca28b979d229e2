import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = BASE_DIR / "data"


class Config:
    SQLALCHEMY_DATABASE_URI = f"sqlite:///{DATA_DIR / 'conduit.db'}"
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret-key")
    RESTX_MASK_SWAGGER = False
    ERROR_404_HELP = False
