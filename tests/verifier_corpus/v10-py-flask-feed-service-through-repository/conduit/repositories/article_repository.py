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


def feed_for(user_id: int, limit: int, offset: int) -> list[Article]:
    rows = get_connection().execute(
        """
        SELECT a.* FROM articles a
        JOIN follows f ON f.followed_id = a.author_id
        WHERE f.follower_id = ?
        ORDER BY a.created_at DESC
        LIMIT ? OFFSET ?
        """,
        (user_id, limit, offset),
    ).fetchall()
    return [Article.from_row(r) for r in rows]
