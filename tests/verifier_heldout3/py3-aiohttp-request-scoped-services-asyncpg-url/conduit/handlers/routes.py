from aiohttp import web

from conduit.handlers import articles, users


async def health(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def setup_routes(app: web.Application) -> None:
    app.router.add_get("/api/health-check", health)
    app.router.add_post("/api/users", users.register)
    app.router.add_post("/api/users/login", users.login)
    app.router.add_get("/api/user", users.current)
    app.router.add_get("/api/articles", articles.index)
    app.router.add_post("/api/articles", articles.create)
    app.router.add_get("/api/articles/{slug}", articles.show)
    app.router.add_post("/api/articles/{slug}/favorite", articles.favorite)
    app.router.add_delete("/api/articles/{slug}/favorite", articles.favorite)
