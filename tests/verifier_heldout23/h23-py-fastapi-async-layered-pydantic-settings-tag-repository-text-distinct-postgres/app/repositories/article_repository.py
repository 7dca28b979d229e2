from sqlalchemy import delete, exists, func, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, Tag, User, favorites, follows


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def list(self, *, tag=None, author=None, favorited=None, feed_of=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.where(Article.author.has(User.username == author))
        if favorited:
            fav = select(favorites.c.article_id).join(User, User.id == favorites.c.user_id).where(
                User.username == favorited)
            stmt = stmt.where(Article.id.in_(fav))
        if feed_of is not None:
            stmt = stmt.where(Article.author_id.in_(
                select(follows.c.following_id).where(follows.c.follower_id == feed_of)))
        total = await self.session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await self.session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows.unique()), total

    async def tag(self, name: str) -> Tag:
        tag = await self.session.scalar(select(Tag).where(Tag.name == name))
        if tag is None:
            tag = Tag(name=name)
            self.session.add(tag)
        return tag

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return await self.by_slug(article.slug)

    async def favorites_count(self, article_id: int) -> int:
        return await self.session.scalar(
            select(func.count()).select_from(favorites).where(favorites.c.article_id == article_id))

    async def is_favorited(self, user_id: int, article_id: int) -> bool:
        return bool(await self.session.scalar(select(exists().where(
            favorites.c.user_id == user_id, favorites.c.article_id == article_id))))

    async def favorite(self, user_id: int, article_id: int) -> None:
        if not await self.is_favorited(user_id, article_id):
            await self.session.execute(insert(favorites).values(user_id=user_id, article_id=article_id))
            await self.session.commit()

    async def unfavorite(self, user_id: int, article_id: int) -> None:
        await self.session.execute(delete(favorites).where(
            favorites.c.user_id == user_id, favorites.c.article_id == article_id))
        await self.session.commit()
