from aiohttp import web

from app.db import create_pool
from app.repositories.article_repository import ArticleRepository
from app.routes import articles
from app.services.article_service import ArticleService


async def make_app() -> web.Application:
    pool = await create_pool()
    app = web.Application()
    articles.setup(app, ArticleService(ArticleRepository(pool)))

    async def close(_app):
        await pool.close()

    app.on_cleanup.append(close)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8000)
