from sqlalchemy import select

from conduit.db import SessionFactory
from conduit.models import Tag


async def list_tags() -> list[str]:
    async with SessionFactory() as session:
        result = await session.scalars(select(Tag.name).order_by(Tag.name))
        return list(result)


async def ensure_tags(names: list[str]) -> None:
    async with SessionFactory.begin() as session:
        existing = set(await session.scalars(select(Tag.name).where(Tag.name.in_(names))))
        session.add_all(Tag(name=n) for n in names if n not in existing)
