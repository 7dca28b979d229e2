from aiohttp import web
from app.handlers import articles, profiles

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


routes.get("/api/profiles/{username}")(profiles.get_profile)
routes.get("/api/articles")(articles.list_articles)
