import asyncpg
from aiohttp import web

from blogapi import config
from blogapi.handlers import tags
from blogapi.repositories.tag_repository import TagRepository
from blogapi.services.tag_service import TagService

TAGS = web.AppKey("tags", TagService)


async def _pool(app):
    pool = await asyncpg.create_pool(config.DATABASE_URL, min_size=config.POOL_MIN, max_size=config.POOL_MAX)
    await TagRepository(pool).ensure_table()
    app[TAGS] = TagService(TagRepository(pool))
    yield
    await pool.close()


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(_pool)
    app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
    app.router.add_get("/api/tags", tags.list_tags)
    return app
