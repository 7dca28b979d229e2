from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self.sessions = sessions

    async def by_username(self, username: str) -> User | None:
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def by_email(self, email: str) -> User | None:
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def add(self, user: User) -> User:
        async with self.sessions() as s:
            s.add(user)
            await s.commit()
            return user
