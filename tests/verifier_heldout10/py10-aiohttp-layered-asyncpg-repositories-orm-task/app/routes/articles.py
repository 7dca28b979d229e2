from aiohttp import web

from app.services.article_service import NotFound


def setup(app: web.Application, service) -> None:
    async def health(request):
        return web.json_response({"status": "ok"})

    async def list_articles(request):
        rows = await service.page(int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
        return web.json_response({"articles": [vars(a) for a in rows], "articlesCount": len(rows)})

    async def get_article(request):
        try:
            return web.json_response({"article": vars(await service.get(request.match_info["slug"]))})
        except NotFound:
            return web.json_response({"errors": {"article": ["not found"]}}, status=404)

    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles", list_articles)
    app.router.add_get("/api/articles/{slug}", get_article)
