from aiohttp import web

from conduit.handlers.articles import setup_routes
from conduit.repositories.memory import InMemoryArticleRepository
from conduit.services.articles import ArticleService


def main():
    app = web.Application()
    app["articles"] = ArticleService(InMemoryArticleRepository())
    app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
    setup_routes(app)
    web.run_app(app, host="0.0.0.0", port=8080)


if __name__ == "__main__":
    main()
