import os
import sqlite3

from aiohttp import web

conn = sqlite3.connect(os.getenv("SQLITE_PATH", ":memory:"), check_same_thread=False)
conn.execute("CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE)")


async def list_tags(request: web.Request) -> web.Response:
    rows = conn.execute("SELECT name FROM tags").fetchall()
    return web.json_response({"tags": [r[0] for r in rows]})


async def add_tag(request: web.Request) -> web.Response:
    body = await request.json()
    conn.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (body["tag"],))
    conn.commit()
    return web.json_response({"ok": True}, status=201)


app = web.Application()
app.router.add_get("/api/tags", list_tags)
app.router.add_post("/api/tags", add_tag)
web.run_app(app, port=int(os.getenv("PORT", "8000")))
