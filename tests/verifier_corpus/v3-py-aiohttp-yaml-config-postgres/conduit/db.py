from sqlalchemy import String
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


async def init_db(app):
    conf = app["config"]["database"]
    engine = create_async_engine(conf["dsn"], pool_size=conf["pool_size"])
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["db"] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()
