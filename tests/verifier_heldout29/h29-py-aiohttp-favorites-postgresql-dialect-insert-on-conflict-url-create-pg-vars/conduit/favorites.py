from sqlalchemy import delete, func, select
from sqlalchemy.dialects.postgresql import insert as pg_insert

from .db import Session
from .models import Article, Favorite


async def article_by_slug(slug: str) -> Article | None:
    async with Session() as session:
        return await session.scalar(select(Article).where(Article.slug == slug))


async def add_favorite(user_id: int, article_id: int) -> None:
    stmt = (
        pg_insert(Favorite)
        .values(user_id=user_id, article_id=article_id)
        .on_conflict_do_nothing(index_elements=[Favorite.user_id, Favorite.article_id])
    )
    async with Session() as session:
        await session.execute(stmt)
        await session.commit()


async def remove_favorite(user_id: int, article_id: int) -> None:
    async with Session() as session:
        await session.execute(delete(Favorite).where(Favorite.user_id == user_id,
                                                     Favorite.article_id == article_id))
        await session.commit()


async def favorite_state(user_id: int, article_id: int) -> tuple[bool, int]:
    async with Session() as session:
        count = await session.scalar(select(func.count()).where(Favorite.article_id == article_id))
        mine = await session.get(Favorite, (user_id, article_id))
        return mine is not None, count or 0
