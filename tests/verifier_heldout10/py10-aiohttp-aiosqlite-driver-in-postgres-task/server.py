from aiohttp import web

import db


async def startup(app):
    app["db"] = await db.connect()


async def cleanup(app):
    await app["db"].close()


async def health(request):
    return web.json_response({"status": "ok"})


async def list_articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with request.app["db"].execute(
        "SELECT a.slug, a.title, a.description, u.username FROM articles a JOIN users u ON u.id = a.author_id "
        "ORDER BY a.created_at DESC LIMIT ? OFFSET ?", (limit, offset)
    ) as cur:
        rows = await cur.fetchall()
    return web.json_response({"articles": [dict(r) for r in rows], "articlesCount": len(rows)})


app = web.Application()
app.on_startup.append(startup)
app.on_cleanup.append(cleanup)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/articles", list_articles)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8000)
