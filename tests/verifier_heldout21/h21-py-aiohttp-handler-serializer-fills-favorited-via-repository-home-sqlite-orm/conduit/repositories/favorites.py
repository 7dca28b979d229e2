from sqlalchemy import func, select

from conduit.db import Session
from conduit.models import Favorite


class FavoriteRepository:
    async def count(self, article_id: int) -> int:
        async with Session() as s:
            return await s.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0

    async def exists(self, user_id: int, article_id: int) -> bool:
        async with Session() as s:
            return await s.get(Favorite, (user_id, article_id)) is not None
