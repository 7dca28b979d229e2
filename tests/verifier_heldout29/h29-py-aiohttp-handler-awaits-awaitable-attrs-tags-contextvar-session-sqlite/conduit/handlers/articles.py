from aiohttp import web

from ..services.article_service import ArticleNotFound, ArticleService

ARTICLE_SERVICE = web.AppKey("article_service", ArticleService)


async def get_article(request: web.Request) -> web.Response:
    service = request.app[ARTICLE_SERVICE]
    try:
        article = await service.get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    tags = await article.awaitable_attrs.tags
    return web.json_response({"article": {
        "slug": article.slug, "title": article.title, "description": article.description,
        "body": article.body, "tagList": sorted(t.name for t in tags),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
    }})
