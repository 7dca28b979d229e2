from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, Favorite, Follow, Tag, User


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def feed(self, user_id: int, limit: int, offset: int):
        followed = select(Follow.followee_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset)
        )
        return list(rows), total

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
        return list(rows), total

    async def favorites_count(self, article_id: int) -> int:
        return await self.session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)
        )

    async def get_or_create_tags(self, names: list[str]) -> list[Tag]:
        tags = []
        for name in names:
            tag = await self.session.scalar(select(Tag).where(Tag.name == name))
            tags.append(tag or Tag(name=name))
        return tags

    async def tag_names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return article
