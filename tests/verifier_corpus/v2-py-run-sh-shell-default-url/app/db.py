import os

from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()


def database_url() -> str:
    return os.environ["DATABASE_URL"]
