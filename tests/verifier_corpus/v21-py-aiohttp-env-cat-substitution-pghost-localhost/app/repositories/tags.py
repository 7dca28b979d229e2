from sqlalchemy import select

from app.db import Session
from app.models import Tag


async def all_tag_names() -> list[str]:
    async with Session() as session:
        rows = await session.scalars(select(Tag.name).order_by(Tag.name))
        return list(rows)
