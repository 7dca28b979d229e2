from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article


class ArticleQueries:
    """Read queries; any object exposing `sessions` (an async_sessionmaker) can use them."""

    sessions: async_sessionmaker

    async def find_by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))


class ArticleRepository(ArticleQueries):
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def add(self, article: Article) -> Article:
        async with self.sessions() as s, s.begin():
            s.add(article)
        return article

    async def remove(self, slug: str) -> None:
        async with self.sessions() as s, s.begin():
            await s.execute(delete(Article).where(Article.slug == slug))
