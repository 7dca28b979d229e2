from aiohttp import web

from conduit.services.article_service import ArticleService, ValidationError

SERVICE = web.AppKey("article_service", ArticleService)
routes = web.RouteTableDef()


def _json(a) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [], "createdAt": a.created_at, "updatedAt": a.updated_at,
            "favorited": False, "favoritesCount": 0}


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/articles")
async def create(request: web.Request) -> web.Response:
    body = await request.json()
    try:
        article = await request.app[SERVICE].create(request.get("user_id", 1), body.get("article") or {})
    except ValidationError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
    return web.json_response({"article": _json(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def get(request: web.Request) -> web.Response:
    article = await request.app[SERVICE].get(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": _json(article)})
