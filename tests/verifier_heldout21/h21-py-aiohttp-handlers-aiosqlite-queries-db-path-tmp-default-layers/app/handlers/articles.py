from aiohttp import web

from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService


async def get_article(request: web.Request) -> web.Response:
    service = ArticleService(ArticleRepository(request.app["db"]))
    article = await service.get(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"body": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body}})


async def list_tags(request: web.Request) -> web.Response:
    async with request.app["db"].execute("SELECT name FROM tags ORDER BY name") as cur:
        rows = await cur.fetchall()
    return web.json_response({"tags": [r["name"] for r in rows]})
