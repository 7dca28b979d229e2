import re

from aiohttp import web

from app.db import DB_KEY


async def create_article(request: web.Request) -> web.Response:
    data = (await request.json()).get("article") or {}
    slug = re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-")
    db = request.app[DB_KEY]
    cur = await db.execute(
        "INSERT INTO articles (slug, title, description, body) VALUES (?, ?, ?, ?)",
        (slug, data.get("title", ""), data.get("description", ""), data.get("body", "")))
    article_id = cur.lastrowid
    for name in data.get("tagList") or []:
        await db.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (name,))
        await db.execute(
            "INSERT INTO article_tags (article_id, tag_id) SELECT ?, id FROM tags WHERE name = ?",
            (article_id, name))
    await db.commit()
    return web.json_response({"article": {"slug": slug, "title": data.get("title", ""),
                                          "tagList": sorted(data.get("tagList") or [])}}, status=201)
