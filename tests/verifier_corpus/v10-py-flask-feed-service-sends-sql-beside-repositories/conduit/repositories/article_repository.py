from conduit.db import get_connection
from conduit.models import Article


def find_by_slug(slug: str) -> Article | None:
    row = get_connection().execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone()
    return Article.from_row(row) if row else None


def list_recent(limit: int, offset: int) -> list[Article]:
    rows = get_connection().execute(
        "SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?", (limit, offset)
    ).fetchall()
    return [Article.from_row(r) for r in rows]
