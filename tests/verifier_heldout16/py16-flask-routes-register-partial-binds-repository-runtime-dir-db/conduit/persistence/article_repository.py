from conduit.domain.article import Article

from .connection import connect


class ArticleRepository:
    def by_slug(self, slug):
        with connect() as conn:
            row = conn.execute("SELECT * FROM articles WHERE slug = ?", (slug,)).fetchone()
        return Article(**dict(row)) if row else None
