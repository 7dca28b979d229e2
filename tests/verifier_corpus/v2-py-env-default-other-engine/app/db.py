import os

from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def database_url() -> str:
    # the evaluation environment provides DATABASE_URL; the default is for a laptop without Postgres
    return os.getenv("DATABASE_URL", "sqlite:///conduit-dev.db")
