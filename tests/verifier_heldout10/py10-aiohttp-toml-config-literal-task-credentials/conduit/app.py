from aiohttp import web
from sqlalchemy import URL, select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base, Comment

SESSIONS = web.AppKey("sessions", async_sessionmaker)


def database_url(cfg: dict) -> URL:
    return URL.create(
        cfg["driver"],
        username=cfg["user"],
        password=cfg["password"],
        host=cfg["host"],
        port=cfg["port"],
        database=cfg["name"],
    )


def create_app(config: dict) -> web.Application:
    app = web.Application()

    async def lifecycle(app):
        engine = create_async_engine(database_url(config["database"]), echo=config["database"]["echo"])
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
        yield
        await engine.dispose()

    async def health(request):
        return web.json_response({"status": "ok"})

    async def comments(request):
        async with request.app[SESSIONS]() as session:
            rows = await session.scalars(select(Comment).where(Comment.article_slug == request.match_info["slug"]))
            return web.json_response({"comments": [{"id": c.id, "body": c.body} for c in rows]})

    app.cleanup_ctx.append(lifecycle)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}/comments", comments)
    return app
