from aiohttp import web
from sqlalchemy import func, select

from api.database import async_session
from api.models import Article, Favorite

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    async with async_session() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if article is None:
            raise web.HTTPNotFound()
        count = await session.scalar(select(func.count()).select_from(Favorite)
                                     .where(Favorite.article_id == article.id))
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "body": article.body, "favoritesCount": count}})
