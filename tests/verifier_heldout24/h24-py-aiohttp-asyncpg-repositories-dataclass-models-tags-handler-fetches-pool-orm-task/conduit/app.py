import os

import asyncpg
from aiohttp import web

from conduit.handlers import articles, tags
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService

SCHEMA = open(os.path.join(os.path.dirname(__file__), "schema.sql")).read()


async def database(app):
    pool = await asyncpg.create_pool(dsn=os.environ["DATABASE_URL"], min_size=1, max_size=10)
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    app["pool"] = pool
    app["article_service"] = ArticleService(ArticleRepository(pool))
    yield
    await pool.close()


def main():
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.router.add_get("/api/health-check", articles.health)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    app.router.add_get("/api/tags", tags.list_tags)
    web.run_app(app, host="0.0.0.0", port=8080)
