from aiohttp import web

from conduit.services.article_service import ArticleService


def setup_article_routes(app: web.Application, service: ArticleService) -> None:
    async def feed(request: web.Request) -> web.Response:
        user_id = request.headers.get("X-User-Id")
        if user_id is None:
            raise web.HTTPUnauthorized()
        articles, total = await service.feed(int(user_id), int(request.query.get("limit", 20)),
                                             int(request.query.get("offset", 0)))
        return web.json_response({
            "articles": [{"slug": a.slug, "title": a.title, "body": a.body,
                          "createdAt": a.created_at.isoformat()} for a in articles],
            "articlesCount": total,
        })

    app.router.add_get("/api/articles/feed", feed)
