from datetime import datetime, timezone

from app.db import Database
from app.models import Article


class ArticleRepository:
    def __init__(self, db: Database):
        self.db = db

    def _article(self, row) -> Article:
        tags = [r["tag"] for r in self.db.conn.execute(
            "SELECT tag FROM article_tags WHERE article_id = ? ORDER BY tag", (row["id"],))]
        return Article(**dict(row), tag_list=tags)

    def list(self, tag=None, author_id=None, limit=20, offset=0) -> tuple[list[Article], int]:
        where, args = [], []
        if tag:
            where.append("id IN (SELECT article_id FROM article_tags WHERE tag = ?)")
            args.append(tag)
        if author_id is not None:
            where.append("author_id = ?")
            args.append(author_id)
        clause = (" WHERE " + " AND ".join(where)) if where else ""
        with self.db.lock:
            total = self.db.conn.execute(f"SELECT COUNT(*) FROM articles{clause}", args).fetchone()[0]
            rows = self.db.conn.execute(
                f"SELECT * FROM articles{clause} ORDER BY created_at DESC LIMIT ? OFFSET ?",
                [*args, limit, offset],
            ).fetchall()
            return [self._article(r) for r in rows], total

    def by_slug(self, slug: str) -> Article | None:
        with self.db.lock:
            row = self.db.conn.execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone()
            return self._article(row) if row else None

    def insert(self, slug, title, description, body, author_id, tags) -> Article:
        now = datetime.now(timezone.utc).isoformat()
        with self.db.lock:
            cur = self.db.conn.execute(
                "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (slug, title, description, body, author_id, now, now),
            )
            self.db.conn.executemany(
                "INSERT OR IGNORE INTO article_tags (article_id, tag) VALUES (?, ?)",
                [(cur.lastrowid, t) for t in tags],
            )
            self.db.conn.commit()
        return self.by_slug(slug)

    def tag_names(self) -> list[str]:
        with self.db.lock:
            return [r[0] for r in self.db.conn.execute("SELECT DISTINCT tag FROM article_tags ORDER BY tag")]

    def favorites_count(self, article_id: int) -> int:
        with self.db.lock:
            return self.db.conn.execute(
                "SELECT COUNT(*) FROM favorites WHERE article_id = ?", (article_id,)).fetchone()[0]
