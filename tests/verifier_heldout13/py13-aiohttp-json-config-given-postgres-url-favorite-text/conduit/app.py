import jwt
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import favorites, settings
from conduit.models import Base

CONFIG = web.AppKey("config", dict)
SESSIONS = web.AppKey("sessions", async_sessionmaker)


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def favorite_article(request: web.Request) -> web.Response:
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        raise web.HTTPUnauthorized()
    user_id = jwt.decode(auth[6:], request.app[CONFIG]["jwt"]["secret"], algorithms=["HS256"])["id"]
    async with request.app[SESSIONS]() as session:
        total = await favorites.favorite(session, user_id, request.match_info["slug"])
    return web.json_response({"article": {"slug": request.match_info["slug"], "favorited": True, "favoritesCount": total}})


async def _database(app: web.Application):
    db = app[CONFIG]["database"]
    engine = create_async_engine(db["url"], pool_size=db["pool_size"])
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def init_app(argv: list[str] | None = None) -> web.Application:
    app = web.Application()
    app[CONFIG] = settings.load()
    app.cleanup_ctx.append(_database)
    app.router.add_get("/api/health-check", health)
    app.router.add_post("/api/articles/{slug}/favorite", favorite_article)
    return app
