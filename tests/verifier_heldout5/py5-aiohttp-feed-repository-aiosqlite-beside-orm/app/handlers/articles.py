from aiohttp import web

from app.services.articles import ArticleService

service = ArticleService()


async def health_check(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def feed(request: web.Request) -> web.Response:
    user_id = request.get("user_id")
    if user_id is None:
        raise web.HTTPUnauthorized()
    rows = await service.feed_for(user_id, int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    articles = [{"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
                 "createdAt": r["created_at"], "author": {"username": r["username"]}} for r in rows]
    return web.json_response({"articles": articles, "articlesCount": len(articles)})


async def get_article(request: web.Request) -> web.Response:
    article = await service.get(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body}})
