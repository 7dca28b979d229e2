from aiohttp import web

from blog.handlers.params import ListParams
from blog.keys import SERVICE

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request: web.Request):
    articles = await request.app[SERVICE].list(ListParams.from_request(request))
    return web.json_response({
        "articles": [{"slug": a.slug, "title": a.title, "tagList": a.tags,
                      "author": {"username": a.author}} for a in articles],
        "articlesCount": len(articles),
    })
