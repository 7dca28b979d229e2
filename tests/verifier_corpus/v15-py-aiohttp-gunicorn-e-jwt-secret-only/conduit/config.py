import logging
import os

from sqlalchemy.engine import URL, make_url

JWT_SECRET = os.environ["JWT_SECRET"]
LOG_LEVEL = getattr(logging, os.environ.get("LOG_LEVEL", "INFO").upper())


def database_url() -> URL:
    return make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")
