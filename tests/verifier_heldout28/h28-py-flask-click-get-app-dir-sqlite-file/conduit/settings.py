"""Application settings.

The SQLite file lives in the per-user application directory, the same place
the Flask/Click tooling uses for its own state, so the database survives
re-checkouts of the source tree.
"""
import os

import click

APP_NAME = "Conduit"


def app_data_dir() -> str:
    path = click.get_app_dir(APP_NAME)
    os.makedirs(path, exist_ok=True)
    return path


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret-key")
    JWT_EXPIRES_HOURS = 24
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + os.path.join(app_data_dir(), "conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JSON_SORT_KEYS = False
