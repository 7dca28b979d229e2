from aiohttp import web

from conduit.services.articles import ArticleService

routes = web.RouteTableDef()
service = web.AppKey("article_service", ArticleService)


def dump(a):
    return {"slug": a.slug, "title": a.title, "body": a.body}


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    article = await request.app[service].get(request.match_info["slug"])
    if article is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": dump(article)})
