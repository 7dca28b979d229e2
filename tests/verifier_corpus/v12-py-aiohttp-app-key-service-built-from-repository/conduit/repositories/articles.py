import aiosqlite

from conduit.models import Article


class ArticleRepository:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def create_schema(self) -> None:
        await self.db.execute(
            "CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT,"
            " description TEXT, body TEXT, author TEXT)"
        )
        await self.db.commit()

    async def by_slug(self, slug: str) -> Article | None:
        async with self.db.execute(
            "SELECT id, slug, title, description, body, author FROM articles WHERE slug = ?", (slug,)
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            return None
        return Article(id=row[0], slug=row[1], title=row[2], description=row[3], body=row[4], author=row[5])

    async def add(self, article: Article) -> Article:
        cur = await self.db.execute(
            "INSERT INTO articles (slug, title, description, body, author) VALUES (?, ?, ?, ?, ?)",
            (article.slug, article.title, article.description, article.body, article.author),
        )
        await self.db.commit()
        article.id = cur.lastrowid
        return article
