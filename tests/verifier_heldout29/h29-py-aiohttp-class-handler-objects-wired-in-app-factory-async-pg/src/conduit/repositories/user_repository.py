from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from ..models import User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]):
        self.sessions = sessions

    async def by_id(self, user_id: int) -> User | None:
        async with self.sessions() as session:
            return await session.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self.sessions() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def update(self, user_id: int, changes: dict) -> User | None:
        async with self.sessions() as session:
            user = await session.get(User, user_id)
            if user is None:
                return None
            for key, value in changes.items():
                setattr(user, key, value)
            await session.commit()
            return user
