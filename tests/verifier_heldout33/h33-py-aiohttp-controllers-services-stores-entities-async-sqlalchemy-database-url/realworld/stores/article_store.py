from datetime import datetime, timezone

from sqlalchemy import select

from realworld.entities import Article


class ArticleStore:
    def __init__(self, sessions):
        self.sessions = sessions

    async def get(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def update(self, slug: str, **fields) -> Article | None:
        async with self.sessions.begin() as s:
            article = await s.scalar(select(Article).where(Article.slug == slug))
            if article is None:
                return None
            for key, value in fields.items():
                setattr(article, key, value)
            article.updated_at = datetime.now(timezone.utc)
            return article
