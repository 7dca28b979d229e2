from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, Tag, User


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def list(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        )
        return list(rows.unique()), total or 0

    async def get_by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def get_or_create_tags(self, names: list[str]) -> list[Tag]:
        tags = []
        for name in names:
            tag = await self.session.scalar(select(Tag).where(Tag.name == name))
            if tag is None:
                tag = Tag(name=name)
                self.session.add(tag)
            tags.append(tag)
        return tags

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        await self.session.refresh(article)
        return article
