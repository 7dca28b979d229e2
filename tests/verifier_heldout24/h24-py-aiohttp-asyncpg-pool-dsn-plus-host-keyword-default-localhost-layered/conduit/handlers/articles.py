from aiohttp import web

routes = web.RouteTableDef()


def out(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "createdAt": a.created_at.isoformat()}


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/articles")
async def create(request):
    data = (await request.json()).get("article", {})
    return web.json_response({"article": out(await request.app["article_service"].create(data))}, status=201)


@routes.get("/api/articles/{slug}")
async def get(request):
    a = await request.app["article_service"].get(request.match_info["slug"])
    if a is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": out(a)})
