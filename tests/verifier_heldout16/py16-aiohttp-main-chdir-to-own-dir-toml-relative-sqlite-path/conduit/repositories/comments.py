from conduit.models.comment import Comment
from conduit.repositories.database import Database


class CommentRepository:
    def __init__(self, db: Database):
        self.db = db

    def for_article(self, slug: str) -> list[Comment]:
        with self.db.connect() as conn:
            rows = conn.execute("SELECT * FROM comments WHERE article_slug = ? ORDER BY id", (slug,)).fetchall()
        return [Comment(**dict(r)) for r in rows]

    def add(self, slug: str, author: str, body: str) -> Comment:
        with self.db.connect() as conn:
            cur = conn.execute("INSERT INTO comments (body, article_slug, author) VALUES (?, ?, ?)",
                               (body, slug, author))
            row = conn.execute("SELECT * FROM comments WHERE id = ?", (cur.lastrowid,)).fetchone()
        return Comment(**dict(row))
