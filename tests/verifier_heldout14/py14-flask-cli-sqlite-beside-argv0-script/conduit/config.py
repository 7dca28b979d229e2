import os
import sys


def _default_sqlite_path() -> str:
    # Keep the database next to the program that started the server, whatever the current
    # directory is when it is launched.
    here = os.path.dirname(os.path.abspath(sys.argv[0]))
    return os.path.join(here, "conduit.db")


class Config:
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + _default_sqlite_path()
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24
