import os

import asyncpg
from aiohttp import web
from sqlalchemy.ext.asyncio import create_async_engine

from app.models import Base

DSN = os.environ["DATABASE_URL"]


async def lifecycle(app):
    engine = create_async_engine(DSN.replace("postgresql://", "postgresql+asyncpg://", 1))
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    await engine.dispose()
    app["pool"] = await asyncpg.create_pool(DSN)
    yield
    await app["pool"].close()


async def health(request):
    return web.json_response({"status": "ok"})


async def list_comments(request):
    rows = await request.app["pool"].fetch(
        """SELECT c.id, c.body, c.created_at, u.username
             FROM comments c
             JOIN articles a ON a.id = c.article_id
             JOIN users u ON u.id = c.author_id
            WHERE a.slug = $1
         ORDER BY c.created_at DESC""",
        request.match_info["slug"],
    )
    return web.json_response({"comments": [
        {"id": r["id"], "body": r["body"], "createdAt": r["created_at"].isoformat(),
         "author": {"username": r["username"], "following": False}} for r in rows]})


app = web.Application()
app.cleanup_ctx.append(lifecycle)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/articles/{slug}/comments", list_comments)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
