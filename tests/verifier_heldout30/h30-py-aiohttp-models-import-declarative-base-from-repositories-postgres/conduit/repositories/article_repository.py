from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from conduit.models.article import Article, Tag


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(self, tag: str | None, limit: int, offset: int):
        stmt = select(Article).options(selectinload(Article.tags), selectinload(Article.author))
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    async def tag(self, name: str) -> Tag:
        return await self.session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name)

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return article

    async def tag_names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).where(Tag.articles.any()).order_by(Tag.name)))
