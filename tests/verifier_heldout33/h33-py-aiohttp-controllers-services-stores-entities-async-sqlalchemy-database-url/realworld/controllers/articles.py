from aiohttp import web

from realworld.services.article_service import ArticleMissing, ArticleService

SERVICE = web.AppKey("article_service", ArticleService)
routes = web.RouteTableDef()


def _out(a):
    return {"article": {"slug": a.slug, "title": a.title, "description": a.description,
                        "body": a.body, "createdAt": a.created_at.isoformat(),
                        "updatedAt": a.updated_at.isoformat()}}


@routes.get("/api/articles/{slug}")
async def read(request: web.Request):
    try:
        return web.json_response(_out(await request.app[SERVICE].read(request.match_info["slug"])))
    except ArticleMissing:
        raise web.HTTPNotFound()


@routes.put("/api/articles/{slug}")
async def edit(request: web.Request):
    payload = (await request.json()).get("article", {})
    try:
        article = await request.app[SERVICE].edit(request.match_info["slug"], payload)
    except ArticleMissing:
        raise web.HTTPNotFound()
    return web.json_response(_out(article))
