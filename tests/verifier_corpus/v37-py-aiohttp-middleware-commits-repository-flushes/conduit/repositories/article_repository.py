from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def slug_exists(self, slug: str) -> bool:
        return await self.session.scalar(select(Article.id).where(Article.slug == slug)) is not None

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.flush()  # fills id and created_at for the caller
        return article
