from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        # created_at / updated_at are filled by the database: load them before returning
        await self.session.refresh(article)
        return article
