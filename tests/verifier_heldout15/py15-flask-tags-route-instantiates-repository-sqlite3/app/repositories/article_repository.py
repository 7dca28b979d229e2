from datetime import datetime, timezone

from app.models.article import Article
from app.repositories.db import get_connection


class ArticleRepository:
    def get_by_slug(self, slug):
        row = get_connection().execute(
            "SELECT a.*, u.username FROM articles a JOIN users u ON u.id = a.author_id WHERE a.slug = ?", (slug,)
        ).fetchone()
        return Article.from_row(row) if row else None

    def insert(self, author_id, slug, title, description, body, tag_ids):
        now = datetime.now(timezone.utc).isoformat()
        conn = get_connection()
        cur = conn.execute(
            "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (slug, title, description, body, author_id, now, now),
        )
        conn.executemany("INSERT INTO article_tags (article_id, tag_id) VALUES (?, ?)",
                         [(cur.lastrowid, t) for t in tag_ids])
        conn.commit()
        return self.get_by_slug(slug)
