from sqlalchemy import select

from ..models import User


class UserRepository:
    def __init__(self, sessionmaker):
        self.sessionmaker = sessionmaker

    async def by_username(self, username):
        async with self.sessionmaker() as session:
            return await session.scalar(select(User).where(User.username == username))
