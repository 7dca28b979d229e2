from aiohttp import web

from conduit_aio import queries
from conduit_aio.db import Session, engine
from conduit_aio.models import Base

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", "20"))
    offset = int(request.query.get("offset", "0"))
    async with Session() as s:
        if "favorited" in request.query:
            rows = await queries.favorited_by(s, request.query["favorited"], limit, offset)
        else:
            rows = await queries.list_articles(s, request.query.get("author"), limit, offset)
        out = []
        for a in rows:
            out.append({"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
                        "tagList": [], "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
                        "favorited": False, "favoritesCount": await queries.favorites_count(s, a.id),
                        "author": {"username": await queries.author_name(s, a.author_id), "bio": None,
                                   "image": None, "following": False}})
    return web.json_response({"articles": out, "articlesCount": len(out)})


async def _schema(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_schema)
    app.add_routes(routes)
    return app
