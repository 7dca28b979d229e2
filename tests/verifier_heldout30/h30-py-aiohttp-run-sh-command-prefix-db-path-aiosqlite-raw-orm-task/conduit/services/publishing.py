import re
from datetime import datetime, timezone

from conduit.storage import articles


async def publish(conn, author, title, description, body):
    now = datetime.now(timezone.utc).isoformat()
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    await articles.insert(conn, slug=slug, title=title, description=description, body=body,
                          author_id=author["id"], created_at=now, updated_at=now)
    return slug


async def latest(conn, limit, offset):
    return await articles.page(conn, limit, offset)


async def favorite(conn, user, slug):
    return await articles.favorite(conn, user["id"], slug)
