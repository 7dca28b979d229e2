from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def save(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return article

    async def delete(self, article: Article) -> None:
        await self.session.delete(article)
        await self.session.commit()
