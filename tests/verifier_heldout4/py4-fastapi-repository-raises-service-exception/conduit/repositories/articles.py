from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, ArticleTag, User
from conduit.services.exceptions import ArticleNotFound


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get_by_slug(self, slug: str) -> Article:
        article = await self.session.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise ArticleNotFound()
        return article

    async def find(self, tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(ArticleTag.tag == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total or 0

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        await self.session.refresh(article)
        return article

    async def delete(self, article: Article) -> None:
        await self.session.delete(article)
        await self.session.commit()

    async def tags(self) -> list[str]:
        return list(await self.session.scalars(select(ArticleTag.tag).distinct()))
