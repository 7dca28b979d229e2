from aiohttp import web
from sqlalchemy import select

from conduit.handlers.common import current_user, render_article
from conduit.models import ArticleTag

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    q = request.query
    rows, total = await request.app["article_service"].list(q.get("tag"), int(q.get("limit", 20)),
                                                            int(q.get("offset", 0)))
    return web.json_response({"articles": [render_article(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    me = await current_user(request)
    article = await request.app["article_service"].create(me, (await request.json())["article"])
    return web.json_response({"article": render_article(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    article = await request.app["article_service"].get(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": render_article(article)})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    # A plain read with no business rule, so it goes straight to the session.
    async with request.app["sessions"]() as session:
        names = await session.scalars(select(ArticleTag.name).distinct().order_by(ArticleTag.name))
        return web.json_response({"tags": list(names)})
