from aiohttp import web
from sqlalchemy import String
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from conduit.config import database_url

ENGINE = web.AppKey("engine", AsyncEngine)
SESSIONS = web.AppKey("sessions", async_sessionmaker)


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(80), unique=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))


async def engine_context(app: web.Application):
    engine = create_async_engine(database_url())
    async with engine.begin() as connection:
        await connection.run_sync(Base.metadata.create_all)
    app[ENGINE] = engine
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()
