import os

from sqlalchemy.engine import make_url


def database_url():
    url = make_url(os.environ["DATABASE_URL"])
    return url.set(drivername="postgresql+asyncpg")
