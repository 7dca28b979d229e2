import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Postgres connection, as provided by the environment.
DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")

# Session storage for the ORM.
SQLALCHEMY_DATABASE_URI = os.environ.get(
    "SQLALCHEMY_DATABASE_URI", f"sqlite:///{ROOT / 'conduit.db'}"
)
SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
