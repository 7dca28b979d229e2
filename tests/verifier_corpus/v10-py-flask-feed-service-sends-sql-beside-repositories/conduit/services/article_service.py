from conduit.db import get_connection
from conduit.models import Article
from conduit.repositories import article_repository


def get_article(slug: str) -> Article | None:
    return article_repository.find_by_slug(slug)


def list_articles(limit: int = 20, offset: int = 0) -> list[Article]:
    return article_repository.list_recent(limit, offset)


def feed(user_id: int, limit: int = 20, offset: int = 0) -> list[Article]:
    conn = get_connection()
    rows = conn.execute(
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
