import aiopg.sa
from sqlalchemy import Column, Integer, MetaData, String, Table

meta = MetaData()

tag = Table("tag", meta, Column("id", Integer, primary_key=True), Column("name", String(64), nullable=False, unique=True))


async def pg_context(app):
    conf = app["config"]["postgres"]
    engine = await aiopg.sa.create_engine(
        database=conf["database"],
        user=conf["user"],
        password=conf["password"],
        host=conf["host"],
        port=conf["port"],
        minsize=conf["minsize"],
        maxsize=conf["maxsize"],
    )
    app["db"] = engine
    yield
    app["db"].close()
    await app["db"].wait_closed()


async def tag_names(conn):
    result = await conn.execute(tag.select().order_by(tag.c.name))
    return [row.name for row in await result.fetchall()]
