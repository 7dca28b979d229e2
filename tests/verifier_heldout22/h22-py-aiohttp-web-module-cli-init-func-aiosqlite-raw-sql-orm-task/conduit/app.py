from aiohttp import web

from conduit import storage

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def articles(request: web.Request):
    q = request.rel_url.query
    rows, count = await storage.list_articles(
        request.app["db"], q.get("author"), int(q.get("limit", 20)), int(q.get("offset", 0)))
    return web.json_response({"articlesCount": count, "articles": [
        {"slug": r["slug"], "title": r["title"], "description": r["description"],
         "body": r["body"], "createdAt": r["created_at"], "updatedAt": r["created_at"],
         "tagList": [], "favorited": False, "favoritesCount": 0,
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"],
                    "following": False}} for r in rows]})


async def _open(app):
    app["db"] = await storage.open_db()


async def _close(app):
    await app["db"].close()


def init_app(argv):
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(_open)
    app.on_cleanup.append(_close)
    return app
