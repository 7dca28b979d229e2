from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, Favorite


class ArticleRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def page(self, limit: int, offset: int) -> list[Article]:
        rows = await self.session.scalars(
            select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows)

    async def count(self) -> int:
        return await self.session.scalar(select(func.count(Article.id))) or 0

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        await self.session.refresh(article, ["author"])
        return article

    async def favorites(self, article_id: int) -> int:
        return await self.session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)) or 0

    async def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        await self.session.execute(
            delete(Favorite).where(Favorite.article_id == article_id, Favorite.user_id == user_id))
        if on:
            self.session.add(Favorite(article_id=article_id, user_id=user_id))
        await self.session.commit()
