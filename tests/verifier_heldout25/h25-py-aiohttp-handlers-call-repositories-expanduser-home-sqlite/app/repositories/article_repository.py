from sqlalchemy import delete, func, select

from ..database import async_session
from ..models import Article, User


class ArticleRepository:
    async def list(self, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author:
            stmt = stmt.join(User).where(User.username == author)
        async with async_session() as session:
            total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows), total

    async def get_by_slug(self, slug: str) -> Article | None:
        async with async_session() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def create(self, **values) -> Article:
        async with async_session() as session:
            article = Article(**values)
            session.add(article)
            await session.commit()
        return await self.get_by_slug(values["slug"])

    async def delete(self, article_id: int) -> None:
        async with async_session() as session:
            await session.execute(delete(Article).where(Article.id == article_id))
            await session.commit()
