from sqlalchemy import select

from app.db import Session
from app.models.orm import Tag


async def all_names():
    async with Session() as session:
        rows = await session.execute(select(Tag.name).order_by(Tag.name))
        return [r[0] for r in rows]
