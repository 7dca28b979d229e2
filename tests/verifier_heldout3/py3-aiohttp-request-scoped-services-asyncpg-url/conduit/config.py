import os

from sqlalchemy.engine import make_url


def database_url():
    # the environment gives postgresql://...; the async engine needs the asyncpg driver
    return make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")


JWT_SECRET = os.environ.get("JWT_SECRET", "aiohttp-conduit")
