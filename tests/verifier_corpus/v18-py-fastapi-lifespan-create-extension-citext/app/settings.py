import os

from sqlalchemy.engine import make_url

DATABASE_URL = make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")
