from dao.connection import connect
from models.article import Article


class ArticleDao:
    def find_by_slug(self, slug: str) -> Article | None:
        with connect() as conn:
            row = conn.execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone()
        return Article.from_row(row) if row else None

    def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        with connect() as conn:
            rows = conn.execute(
                "SELECT a.* FROM articles a JOIN follows f ON f.followed_id = a.author_id "
                "WHERE f.follower_id = ? ORDER BY a.created_at DESC LIMIT ? OFFSET ?",
                (user_id, limit, offset)).fetchall()
            total = conn.execute(
                "SELECT COUNT(*) FROM articles a JOIN follows f ON f.followed_id = a.author_id "
                "WHERE f.follower_id = ?", (user_id,)).fetchone()[0]
        return [Article.from_row(r) for r in rows], total
