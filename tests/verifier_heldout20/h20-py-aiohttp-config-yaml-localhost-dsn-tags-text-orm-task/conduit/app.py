from aiohttp import web
from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from conduit.models import Article, Base

ENGINE = web.AppKey("engine", AsyncEngine)
SESSIONS = web.AppKey("sessions", async_sessionmaker)

POPULAR_TAGS = text("""
    SELECT t.name
    FROM tags t
    JOIN article_tags at ON at.tag_id = t.id
    GROUP BY t.name
    ORDER BY COUNT(*) DESC, t.name
    LIMIT 20
""")


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(request: web.Request) -> web.Response:
    async with request.app[SESSIONS]() as session:
        result = await session.execute(POPULAR_TAGS)
        return web.json_response({"tags": [row.name for row in result]})


async def get_article(request: web.Request) -> web.Response:
    async with request.app[SESSIONS]() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body}})


def create_app(config: dict) -> web.Application:
    app = web.Application()

    async def db_ctx(app: web.Application):
        engine = create_async_engine(config["database"]["dsn"], pool_size=config["database"]["pool_size"])
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[ENGINE] = engine
        app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
        yield
        await engine.dispose()

    app.cleanup_ctx.append(db_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    app.router.add_get("/api/articles/{slug}", get_article)
    return app
