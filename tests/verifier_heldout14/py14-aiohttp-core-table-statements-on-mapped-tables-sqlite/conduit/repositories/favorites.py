from sqlalchemy import delete, func, select, update
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.tables import Article, Favorite

# Statements on the mapped tables' Table objects (SQLAlchemy Core): favoriting touches two rows
# and needs no ORM identity map.
_favorites = Favorite.__table__
_articles = Article.__table__


class FavoriteRepository:
    def __init__(self, sessions: async_sessionmaker):
        self._sessions = sessions

    async def add(self, user_id: int, article_id: int) -> None:
        async with self._sessions() as s:
            await s.execute(
                sqlite_insert(_favorites)
                .values(user_id=user_id, article_id=article_id)
                .on_conflict_do_nothing(index_elements=["user_id", "article_id"])
            )
            await s.execute(
                update(_articles).where(_articles.c.id == article_id)
                .values(updated_at=func.current_timestamp())
            )
            await s.commit()

    async def remove(self, user_id: int, article_id: int) -> None:
        async with self._sessions() as s:
            await s.execute(
                delete(_favorites).where(_favorites.c.user_id == user_id,
                                         _favorites.c.article_id == article_id)
            )
            await s.commit()

    async def count(self, article_id: int) -> int:
        async with self._sessions() as s:
            return await s.scalar(
                select(func.count()).select_from(_favorites).where(_favorites.c.article_id == article_id)
            ) or 0
