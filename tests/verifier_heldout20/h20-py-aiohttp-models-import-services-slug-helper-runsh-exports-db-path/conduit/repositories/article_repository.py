import aiosqlite

from conduit.models import Article


class ArticleRepository:
    def __init__(self, conn: aiosqlite.Connection):
        self.conn = conn

    async def insert(self, article: Article) -> Article:
        cur = await self.conn.execute(
            "INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (article.slug, article.title, article.description, article.body, article.author_id,
             article.created_at, article.updated_at))
        await self.conn.commit()
        article.id = cur.lastrowid
        return article

    async def by_slug(self, slug: str) -> Article | None:
        async with self.conn.execute("SELECT * FROM articles WHERE slug = ?", (slug,)) as cur:
            row = await cur.fetchone()
        return Article.from_row(row) if row else None
