from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.tables import Article, Favorite, Follow, User


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self._sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self._sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def listing(self, *, author: str | None, favorited: str | None, followed_by: int | None,
                      limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        if favorited:
            fan = select(User.id).where(User.username == favorited).scalar_subquery()
            stmt = stmt.join(Favorite, Favorite.article_id == Article.id).where(Favorite.user_id == fan)
        if followed_by is not None:
            stmt = stmt.where(Article.author_id.in_(
                select(Follow.followee_id).where(Follow.follower_id == followed_by)))
        async with self._sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows.unique()), total or 0

    async def favorite_stats(self, article_id: int, user_id: int | None) -> tuple[int, bool]:
        async with self._sessions() as s:
            count = await s.scalar(select(func.count()).where(Favorite.article_id == article_id))
            mine = user_id is not None and await s.get(Favorite, (user_id, article_id)) is not None
            return count or 0, mine

    async def add(self, article: Article) -> Article:
        async with self._sessions() as s:
            s.add(article)
            await s.commit()
        return await self.by_slug(article.slug)

    async def tag_lists(self) -> list[str]:
        async with self._sessions() as s:
            return list(await s.scalars(select(Article.tag_list)))
