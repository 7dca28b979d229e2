from sqlalchemy import select

from conduit.db import Session
from conduit.models import Tag


class TagRepository:
    async def names(self) -> list[str]:
        async with Session() as session:
            return list(await session.scalars(select(Tag.name).order_by(Tag.name)))
