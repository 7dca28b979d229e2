from aiohttp import web

from app.services.article_service import ArticleNotFound

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}")
async def get_article(request):
    try:
        a = await request.app["article_service"].get(request.match_info["slug"])
    except ArticleNotFound:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": a.slug, "title": a.title, "body": a.body}})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json())["article"]
    a = await request.app["article_service"].create(1, data["title"], data["description"], data["body"])
    return web.json_response({"article": {"slug": a.slug, "title": a.title}}, status=201)
