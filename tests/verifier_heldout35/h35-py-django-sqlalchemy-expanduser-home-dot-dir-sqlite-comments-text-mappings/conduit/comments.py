from sqlalchemy import text

from conduit.store import Session

COMMENTS_FOR_ARTICLE = text("""
    SELECT c.id, c.body, c.created_at, u.username, u.bio, u.image
    FROM comments c
    JOIN articles a ON a.id = c.article_id
    JOIN users u ON u.id = c.author_id
    WHERE a.slug = :slug
    ORDER BY c.created_at DESC
""")


def comments_for(slug: str) -> list[dict]:
    with Session() as s:
        return [dict(row) for row in s.execute(COMMENTS_FOR_ARTICLE, {"slug": slug}).mappings()]
