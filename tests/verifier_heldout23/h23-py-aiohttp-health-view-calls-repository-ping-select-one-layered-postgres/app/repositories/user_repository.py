from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from ..models import User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_id(self, user_id: int) -> User | None:
        async with self.sessions() as session:
            return await session.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self.sessions() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def create(self, **fields) -> User:
        async with self.sessions() as session:
            user = User(**fields)
            session.add(user)
            await session.commit()
            return user
