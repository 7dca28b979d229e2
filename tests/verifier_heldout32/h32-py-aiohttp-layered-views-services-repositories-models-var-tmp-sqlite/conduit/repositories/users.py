from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models.user import User


class UsersRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_username(self, username: str) -> User | None:
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.username == username))
