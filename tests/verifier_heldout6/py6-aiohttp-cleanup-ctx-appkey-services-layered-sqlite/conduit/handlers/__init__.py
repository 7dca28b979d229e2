from aiohttp import web

from conduit.handlers import articles, users


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


# RouteTableDef objects are iterables of RouteDef: one flat list for app.add_routes().
routes = [web.get("/api/health-check", health_check), *users.routes, *articles.routes]
