from sqlalchemy import select

from conduit.models import Tag


class TagRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def names(self):
        async with self.sessions() as s:
            return list(await s.scalars(select(Tag.name).order_by(Tag.name)))
