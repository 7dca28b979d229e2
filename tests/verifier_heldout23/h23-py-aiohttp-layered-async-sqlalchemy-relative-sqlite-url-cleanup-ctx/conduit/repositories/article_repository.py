from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from ..models import Article, Favorite, User


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, author: str | None, favorited: str | None, limit: int, offset: int):
        stmt = select(Article)
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        if favorited:
            fav_ids = (select(Favorite.article_id).join(User, User.id == Favorite.user_id)
                       .where(User.username == favorited))
            stmt = stmt.where(Article.id.in_(fav_ids))
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows), total

    async def add(self, article: Article) -> None:
        async with self.sessions() as s:
            s.add(article)
            await s.commit()

    async def favorite_state(self, article_id: int, user_id: int | None) -> tuple[bool, int]:
        async with self.sessions() as s:
            count = await s.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))
            mine = user_id is not None and await s.get(Favorite, (user_id, article_id)) is not None
            return mine, count

    async def set_favorite(self, article_id: int, user_id: int, on: bool) -> None:
        async with self.sessions() as s:
            if on:
                if await s.get(Favorite, (user_id, article_id)) is None:
                    s.add(Favorite(user_id=user_id, article_id=article_id))
            else:
                await s.execute(delete(Favorite).where(Favorite.user_id == user_id,
                                                       Favorite.article_id == article_id))
            await s.commit()

    async def tag_lists(self) -> list[list[str]]:
        async with self.sessions() as s:
            return list(await s.scalars(select(Article.tag_list)))
