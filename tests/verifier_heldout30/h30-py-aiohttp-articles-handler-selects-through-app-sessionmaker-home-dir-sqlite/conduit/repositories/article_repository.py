from sqlalchemy import select

from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessions) -> None:
        self.sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def add(self, article: Article) -> Article:
        async with self.sessions.begin() as s:
            s.add(article)
        return await self.by_slug(article.slug)
