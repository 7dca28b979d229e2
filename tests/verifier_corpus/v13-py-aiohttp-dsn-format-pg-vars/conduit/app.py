from aiohttp import web

from conduit.db import open_pool, pool_key


async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def get_profile(request: web.Request) -> web.Response:
    row = await request.app[pool_key].fetchrow(
        "SELECT username, bio, image FROM users WHERE username = $1", request.match_info["username"]
    )
    if row is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {**dict(row), "following": False}})


async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    pool = request.app[pool_key]
    rows = await pool.fetch(
        "SELECT a.slug, a.title, a.description, a.body, a.created_at, u.username FROM articles a "
        "JOIN users u ON u.id = a.author_id ORDER BY a.created_at DESC LIMIT $1 OFFSET $2", limit, offset
    )
    total = await pool.fetchval("SELECT count(*) FROM articles")
    articles = [{"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
                 "createdAt": r["created_at"].isoformat(), "author": {"username": r["username"]}} for r in rows]
    return web.json_response({"articles": articles, "articlesCount": total})


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(open_pool)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/profiles/{username}", get_profile)
    app.router.add_get("/api/articles", list_articles)
    return app
