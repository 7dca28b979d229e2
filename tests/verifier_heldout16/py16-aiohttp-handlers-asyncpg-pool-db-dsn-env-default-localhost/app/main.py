from aiohttp import web

from app.db import close_pool, init_pool
from app.views import articles, users


async def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(init_pool)
    app.on_cleanup.append(close_pool)
    app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
    app.router.add_post("/api/users/login", users.login)
    app.router.add_get("/api/user", users.current_user)
    app.router.add_get("/api/articles", articles.list_articles)
    return app
