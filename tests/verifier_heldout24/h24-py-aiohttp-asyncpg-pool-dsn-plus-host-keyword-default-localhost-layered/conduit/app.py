import os

import asyncpg
from aiohttp import web

from conduit.handlers.articles import routes
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService


async def database(app):
    # DB_HOST lets docker-compose point the app at its db service
    pool = await asyncpg.create_pool(
        os.environ.get("DATABASE_URL"),
        host=os.environ.get("DB_HOST", "localhost"),
        min_size=1,
        max_size=10,
    )
    async with pool.acquire() as conn:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS articles (id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,"
            " description TEXT NOT NULL, body TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
    app["article_service"] = ArticleService(ArticleRepository(pool))
    yield
    await pool.close()


def main():
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.add_routes(routes)
    web.run_app(app, host="0.0.0.0", port=8080)
