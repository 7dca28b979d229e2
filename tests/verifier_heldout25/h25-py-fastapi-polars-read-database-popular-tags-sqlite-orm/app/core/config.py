import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parents[2]
SQLALCHEMY_DATABASE_URL = f"sqlite:///{BASE_DIR / 'conduit.db'}"
SECRET_KEY = os.getenv("SECRET_KEY", "polars-conduit-secret")
