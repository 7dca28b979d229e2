from ..database import pool
from ..models import ArticleEntity


class ArticleRepository:
    def find_by_slug(self, slug):
        with pool.connection() as conn:
            row = conn.execute("SELECT * FROM articles WHERE slug = %s", (slug,)).fetchone()
        return ArticleEntity(**row) if row else None

    def list(self, tag=None, author=None, limit=20, offset=0):
        where, params = [], []
        if tag:
            where.append("%s = ANY(a.tag_list)")
            params.append(tag)
        if author:
            where.append("u.username = %s")
            params.append(author)
        clause = ("WHERE " + " AND ".join(where)) if where else ""
        with pool.connection() as conn:
            total = conn.execute(
                f"SELECT count(*) AS n FROM articles a JOIN users u ON u.id = a.author_id {clause}", params
            ).fetchone()["n"]
            rows = conn.execute(
                f"SELECT a.* FROM articles a JOIN users u ON u.id = a.author_id {clause} "
                "ORDER BY a.created_at DESC LIMIT %s OFFSET %s",
                [*params, limit, offset],
            ).fetchall()
        return [ArticleEntity(**r) for r in rows], total

    def create(self, slug, title, description, body, tag_list, author_id):
        with pool.connection() as conn:
            row = conn.execute(
                "INSERT INTO articles (slug, title, description, body, tag_list, author_id) "
                "VALUES (%s, %s, %s, %s, %s, %s) RETURNING *",
                (slug, title, description, body, tag_list, author_id),
            ).fetchone()
        return ArticleEntity(**row)

    def favorites_count(self, article_id):
        with pool.connection() as conn:
            return conn.execute(
                "SELECT count(*) AS n FROM favorites WHERE article_id = %s", (article_id,)
            ).fetchone()["n"]

    def tags(self):
        with pool.connection() as conn:
            rows = conn.execute("SELECT DISTINCT unnest(tag_list) AS t FROM articles ORDER BY t").fetchall()
        return [r["t"] for r in rows]
