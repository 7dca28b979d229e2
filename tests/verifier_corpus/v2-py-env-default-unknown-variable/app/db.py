import os

from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def database_url() -> str:
    return os.getenv("CONDUIT_DATABASE", "sqlite:///conduit.db")
