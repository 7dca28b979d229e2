import os

import asyncpg
from aiohttp import web

from app.handlers.articles import routes as article_routes
from app.models.schema import create_schema
from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService


async def pool_ctx(app):
    pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], min_size=1, max_size=10)
    await create_schema(pool)
    app["article_service"] = ArticleService(ArticleRepository(pool))
    yield
    await pool.close()


async def health(_):
    return web.json_response({"status": "ok"})


def build():
    app = web.Application()
    app.cleanup_ctx.append(pool_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_routes(article_routes)
    return app


if __name__ == "__main__":
    web.run_app(build(), host="0.0.0.0", port=8080)
