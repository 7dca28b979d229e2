from aiohttp import web
from app.db import pool


async def open_pool(app):
    await pool.open()


async def close_pool(app):
    await pool.close()


async def get_tags(request):
    async with pool.connection() as conn:
        cur = await conn.execute("SELECT name FROM tags ORDER BY name")
        rows = await cur.fetchall()
    return web.json_response({"tags": [r["name"] for r in rows]})


app = web.Application()
app.on_startup.append(open_pool)
app.on_cleanup.append(close_pool)
app.router.add_get("/api/tags", get_tags)

if __name__ == "__main__":
    web.run_app(app, port=8080)
