import os

from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def database_url() -> str:
    # DATABASE_URL is where the data lives (sqlite:///conduit.db locally)
    return os.environ["DATABASE_URL"]
