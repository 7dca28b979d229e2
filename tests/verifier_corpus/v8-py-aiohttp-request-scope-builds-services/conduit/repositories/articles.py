from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from conduit.models import Article, Tag


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(self, tag: str | None, limit: int, offset: int) -> list[Article]:
        query = select(Article).options(selectinload(Article.tags)).order_by(Article.id.desc())
        if tag:
            query = query.where(Article.tags.any(Tag.name == tag))
        return list(await self.session.scalars(query.limit(limit).offset(offset)))

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        await self.session.refresh(article, ["tags"])
        return article
