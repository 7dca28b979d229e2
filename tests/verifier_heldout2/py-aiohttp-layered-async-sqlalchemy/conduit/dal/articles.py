from sqlalchemy import select

from conduit.db import Session
from conduit.entities import Article


async def recent(limit: int) -> list[Article]:
    async with Session() as s:
        return list(await s.scalars(select(Article).order_by(Article.id.desc()).limit(limit)))
