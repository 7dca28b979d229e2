from app.db import get_connection
from app.models import Article


def list_recent(limit: int, offset: int) -> list[Article]:
    with get_connection().cursor() as cur:
        cur.execute("SELECT * FROM articles ORDER BY created_at DESC LIMIT %s OFFSET %s", (limit, offset))
        return [Article(**row) for row in cur.fetchall()]


def find_by_slug(slug: str) -> Article | None:
    with get_connection().cursor() as cur:
        cur.execute("SELECT * FROM articles WHERE slug = %s", (slug,))
        row = cur.fetchone()
    return Article(**row) if row else None
