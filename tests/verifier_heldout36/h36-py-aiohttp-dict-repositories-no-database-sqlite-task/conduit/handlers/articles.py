from aiohttp import web


async def list_articles(request):
    items, count = request.app["articles"].list(int(request.query.get("limit", 20)), int(request.query.get("offset", 0)))
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title} for a in items], "articlesCount": count})


async def create_article(request):
    data = (await request.json())["article"]
    a = request.app["articles"].create("anonymous", data)
    return web.json_response({"article": {"slug": a.slug, "title": a.title}}, status=201)


def setup_routes(app):
    app.router.add_get("/api/articles", list_articles)
    app.router.add_post("/api/articles", create_article)
