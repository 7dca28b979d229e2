from aiohttp import web

from app.db import DB_KEY


async def list_tags(request: web.Request) -> web.Response:
    db = request.app[DB_KEY]
    async with db.execute("SELECT name FROM tags ORDER BY name") as cur:
        rows = await cur.fetchall()
    return web.json_response({"tags": [r["name"] for r in rows]})
