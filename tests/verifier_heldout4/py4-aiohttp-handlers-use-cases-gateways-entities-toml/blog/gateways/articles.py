from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from blog.entities import Article, Favorite, Following, Tagging, User


class ArticleGateway:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self._sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, *, tag=None, author=None, favorited=None, feed_of=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.taggings.any(Tagging.tag == tag))
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        if favorited:
            fan = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.where(Article.id.in_(select(Favorite.article_id).where(Favorite.user_id == fan)))
        if feed_of is not None:
            stmt = stmt.where(Article.author_id.in_(
                select(Following.followee_id).where(Following.follower_id == feed_of)))
        async with self._sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows), total or 0

    async def insert(self, article: Article) -> Article:
        async with self._sessions.begin() as s:
            s.add(article)
        return await self.by_slug(article.slug)

    async def remove(self, article_id: int) -> None:
        async with self._sessions.begin() as s:
            await s.execute(delete(Article).where(Article.id == article_id))

    async def favorites(self, article_id: int) -> int:
        async with self._sessions() as s:
            return await s.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0

    async def is_favorite(self, article_id: int, user_id: int) -> bool:
        async with self._sessions() as s:
            return await s.get(Favorite, (user_id, article_id)) is not None

    async def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        async with self._sessions.begin() as s:
            if on:
                await s.merge(Favorite(user_id=user_id, article_id=article_id))
            else:
                await s.execute(delete(Favorite).where(Favorite.user_id == user_id,
                                                       Favorite.article_id == article_id))

    async def tags(self) -> list[str]:
        async with self._sessions() as s:
            return list(await s.scalars(select(Tagging.tag).distinct().order_by(Tagging.tag)))
