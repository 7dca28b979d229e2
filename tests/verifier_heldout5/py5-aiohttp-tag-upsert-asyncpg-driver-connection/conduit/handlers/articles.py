from aiohttp import web

from conduit.services.articles import ArticleService

routes = web.RouteTableDef()
service = ArticleService()


@routes.get("/api/health-check")
async def health_check(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def tags(_: web.Request) -> web.Response:
    return web.json_response({"tags": await service.tag_names()})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    data = (await request.json()).get("article", {})
    article = await service.create(request.get("user_id", 0), data["title"], data["description"], data["body"],
                                   data.get("tagList", []))
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "tagList": [t.name for t in article.tags]}}, status=201)
