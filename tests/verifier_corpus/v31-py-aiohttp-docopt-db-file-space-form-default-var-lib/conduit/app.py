from aiohttp import web
from sqlalchemy import String, select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(64), unique=True)


def build_app(db_file: str, echo: bool = False) -> web.Application:
    engine = create_async_engine(f"sqlite+aiosqlite:///{db_file}", echo=echo)
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    async def lifecycle(_app: web.Application):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    async def health(_: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    async def tags(_: web.Request) -> web.Response:
        async with sessions() as session:
            names = list(await session.scalars(select(Tag.name).order_by(Tag.name)))
        return web.json_response({"tags": names})

    app = web.Application()
    app.cleanup_ctx.append(lifecycle)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    return app
