from aiohttp import web

from app.services.article_service import ArticleService

service = ArticleService()


async def list_articles(request):
    rows, total = await service.list(int(request.query.get("limit", 20)),
                                     int(request.query.get("offset", 0)))
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title} for a in rows],
                              "articlesCount": total})
