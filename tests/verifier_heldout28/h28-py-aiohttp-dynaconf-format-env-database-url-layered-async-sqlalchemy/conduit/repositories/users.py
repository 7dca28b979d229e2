from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def get(self, user_id: int) -> User | None:
        async with self.sessions() as session:
            return await session.get(User, user_id)

    async def find_by_email(self, email: str) -> User | None:
        async with self.sessions() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def find_by_username(self, username: str) -> User | None:
        async with self.sessions() as session:
            return await session.scalar(select(User).where(User.username == username))

    async def add(self, user: User) -> User:
        async with self.sessions() as session:
            session.add(user)
            await session.commit()
            return user
