from sqlalchemy import delete, exists, func, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, Tag, User, favorites, follows


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def page(self, *, tag=None, author=None, favorited=None, feed_of=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            fan = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.where(exists().where(favorites.c.article_id == Article.id, favorites.c.user_id == fan))
        if feed_of is not None:
            followed = select(follows.c.followee_id).where(follows.c.follower_id == feed_of)
            stmt = stmt.where(Article.author_id.in_(followed))
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        result = await self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(result.unique()), total

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def add(self, article: Article, tag_names: list[str]) -> Article:
        existing = {t.name: t for t in await self.session.scalars(select(Tag).where(Tag.name.in_(tag_names)))}
        article.tags = [existing.get(n) or Tag(name=n) for n in dict.fromkeys(tag_names)]
        self.session.add(article)
        await self.session.commit()
        return await self.by_slug(article.slug)

    async def remove(self, article: Article) -> None:
        await self.session.delete(article)
        await self.session.commit()

    async def favorites_count(self, article_id: int) -> int:
        return await self.session.scalar(
            select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id))

    async def is_favorite(self, article_id: int, user_id: int) -> bool:
        return bool(await self.session.scalar(select(exists().where(
            favorites.c.article_id == article_id, favorites.c.user_id == user_id))))

    async def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        await self.session.execute(delete(favorites).where(
            favorites.c.article_id == article_id, favorites.c.user_id == user_id))
        if on:
            await self.session.execute(insert(favorites).values(article_id=article_id, user_id=user_id))
        await self.session.commit()

    async def tag_names(self) -> list[str]:
        return list(await self.session.scalars(select(Tag.name).order_by(Tag.name)))
