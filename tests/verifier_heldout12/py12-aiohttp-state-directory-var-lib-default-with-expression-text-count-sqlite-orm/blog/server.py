from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from blog import queries
from blog.models import Base
from blog.paths import database_url

SESSIONS = web.AppKey("sessions", async_sessionmaker)


def article_json(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": a.favorites_count or 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def list_articles(request: web.Request) -> web.Response:
    async with request.app[SESSIONS]() as session:
        rows = await queries.list_articles(session, request.query.get("author"),
                                           int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [article_json(a) for a in rows], "articlesCount": len(rows)})


async def get_article(request: web.Request) -> web.Response:
    async with request.app[SESSIONS]() as session:
        article = await queries.article_by_slug(session, request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": article_json(article)})


async def database(app: web.Application):
    engine = create_async_engine(database_url())
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles", list_articles)
    app.router.add_get("/api/articles/{slug}", get_article)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
