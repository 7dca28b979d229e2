import os
from pathlib import Path

import asyncpg
from aiohttp import web

DSN = os.environ.get("DATABASE_URL", "postgresql://postgres:postgres@localhost:5432/conduit")
routes = web.RouteTableDef()


async def init_pg(app):
    app["pool"] = await asyncpg.create_pool(DSN)
    async with app["pool"].acquire() as conn:
        await conn.execute((Path(__file__).parent / "schema.sql").read_text())
    yield
    await app["pool"].close()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request):
    rows = await request.app["pool"].fetch(
        """SELECT c.id, c.body, c.created_at, u.username, u.bio, u.image
           FROM comments c JOIN users u ON u.id = c.author_id
           WHERE c.article_slug = $1 ORDER BY c.created_at""",
        request.match_info["slug"],
    )
    return web.json_response({"comments": [
        {"id": r["id"], "body": r["body"], "createdAt": r["created_at"].isoformat(),
         "author": {"username": r["username"], "bio": r["bio"], "image": r["image"]}}
        for r in rows
    ]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request):
    data = await request.json()
    user_id = int(request.headers.get("X-User-Id", "0"))
    row = await request.app["pool"].fetchrow(
        "INSERT INTO comments (article_slug, author_id, body) VALUES ($1, $2, $3) RETURNING id, body, created_at",
        request.match_info["slug"], user_id, data["comment"]["body"],
    )
    return web.json_response({"comment": {"id": row["id"], "body": row["body"],
                                          "createdAt": row["created_at"].isoformat()}})


def main():
    app = web.Application()
    app.add_routes(routes)
    app.cleanup_ctx.append(init_pg)
    web.run_app(app, port=8080)


if __name__ == "__main__":
    main()
