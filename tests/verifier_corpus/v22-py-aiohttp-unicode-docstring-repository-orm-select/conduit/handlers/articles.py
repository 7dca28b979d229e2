"""Points d'accès HTTP — /api/articles (aucun SQL ici, promis 🤞)"""
from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    article = await request.app["articles"].get(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"body": ["article introuvable"]}}, status=404)
    return web.json_response({"article": article})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    payload = (await request.json()).get("article") or {}
    article = await request.app["articles"].create(payload)
    return web.json_response({"article": article}, status=201)
