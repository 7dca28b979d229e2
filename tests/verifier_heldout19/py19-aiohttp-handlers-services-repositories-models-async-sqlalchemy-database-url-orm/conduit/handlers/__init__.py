from aiohttp import web
from conduit.handlers import articles, health, users


def setup_routes(app: web.Application) -> None:
    app.router.add_get("/api/health-check", health.health_check)
    app.router.add_post("/api/users", users.register)
    app.router.add_post("/api/users/login", users.login)
    app.router.add_get("/api/articles", articles.list_articles)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
