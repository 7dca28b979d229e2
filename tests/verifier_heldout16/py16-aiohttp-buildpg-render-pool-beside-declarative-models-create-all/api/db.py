import os

from buildpg import asyncpg as bpg
from sqlalchemy import create_engine

from api.models import Base

DATABASE_URL = os.environ["DATABASE_URL"]


def create_schema() -> None:
    engine = create_engine(DATABASE_URL.replace("postgresql://", "postgresql+psycopg2://", 1))
    Base.metadata.create_all(engine)
    engine.dispose()


async def pool_ctx(app):
    create_schema()
    app["db"] = await bpg.create_pool_b(dsn=DATABASE_URL, min_size=1, max_size=10)
    yield
    await app["db"].close()
