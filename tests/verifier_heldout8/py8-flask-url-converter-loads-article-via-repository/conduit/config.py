import os

from sqlalchemy.pool import StaticPool


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    # One SQLite connection shared by every request: StaticPool keeps it (and its data) alive
    # for the life of the process, and check_same_thread lets gunicorn's threads use it.
    SQLALCHEMY_DATABASE_URI = "sqlite://"
    SQLALCHEMY_ENGINE_OPTIONS = {
        "poolclass": StaticPool,
        "connect_args": {"check_same_thread": False},
    }
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_EXPIRES_DAYS = 30
