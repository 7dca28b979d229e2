from aiohttp import web

from conduit.handlers import articles, users


def setup_routes(app: web.Application) -> None:
    app.router.add_get("/api/health-check", articles.health_check)
    app.router.add_post("/api/users", users.register)
    app.router.add_post("/api/users/login", users.login)
    app.router.add_get("/api/user", users.me)
    app.router.add_get("/api/articles", articles.list_articles)
    app.router.add_get("/api/articles/feed", articles.feed)
    app.router.add_post("/api/articles", articles.create)
    app.router.add_get("/api/articles/{slug}", articles.get_one)
    app.router.add_delete("/api/articles/{slug}", articles.delete)
    app.router.add_post("/api/articles/{slug}/favorite", articles.favorite)
    app.router.add_delete("/api/articles/{slug}/favorite", articles.unfavorite)
    app.router.add_get("/api/tags", articles.tags)
