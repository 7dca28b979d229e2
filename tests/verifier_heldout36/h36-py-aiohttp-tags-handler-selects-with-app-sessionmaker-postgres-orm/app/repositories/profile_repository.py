from sqlalchemy import select

from app.models.entities import User


class ProfileRepository:
    def __init__(self, sessionmaker):
        self.sessionmaker = sessionmaker

    async def by_username(self, username):
        async with self.sessionmaker() as s:
            return await s.scalar(select(User).where(User.username == username))
