import os

import asyncpg
from aiohttp import web

import handlers

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS articles (
    id BIGSERIAL PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    tag_list TEXT[] NOT NULL DEFAULT '{}',
    author_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
"""


async def init_pool(app):
    app["pool"] = await asyncpg.create_pool(dsn=os.environ["DATABASE_URL"], min_size=1, max_size=10)
    async with app["pool"].acquire() as conn:
        await conn.execute(SCHEMA)
    yield
    await app["pool"].close()


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(init_pool)
    app.router.add_get("/api/health-check", handlers.health)
    app.router.add_get("/api/articles", handlers.list_articles)
    app.router.add_get("/api/tags", handlers.tags)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8080)
