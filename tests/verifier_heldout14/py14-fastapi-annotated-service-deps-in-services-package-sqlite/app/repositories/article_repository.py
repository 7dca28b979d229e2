from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, ArticleTag, Favorite, Follow, Tag, User


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def get_by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def list(self, tag: str | None, author: str | None, favorited: str | None,
                   limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.join(ArticleTag, ArticleTag.article_id == Article.id).join(
                Tag, Tag.id == ArticleTag.tag_id).where(Tag.name == tag)
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        if favorited:
            fan = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(Favorite, Favorite.article_id == Article.id).where(Favorite.user_id == fan)
        count = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows.unique()), count or 0

    async def feed(self, user_id: int, limit: int, offset: int) -> tuple[list[Article], int]:
        followed = select(Follow.followee_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        count = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(
            stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows.unique()), count or 0

    async def favorites_count(self, article_id: int) -> int:
        return await self.session.scalar(
            select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)) or 0

    async def is_favorited(self, article_id: int, user_id: int) -> bool:
        return await self.session.get(Favorite, (user_id, article_id)) is not None

    async def get_or_create_tags(self, names: list[str]) -> list[Tag]:
        found = {t.name: t for t in await self.session.scalars(select(Tag).where(Tag.name.in_(names)))}
        tags = []
        for name in dict.fromkeys(names):
            tag = found.get(name) or Tag(name=name)
            self.session.add(tag)
            tags.append(tag)
        return tags

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return await self.get_by_slug(article.slug)

    async def delete(self, article: Article) -> None:
        await self.session.delete(article)
        await self.session.commit()

    async def tag_names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))
