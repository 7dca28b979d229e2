from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from realworld.models import User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]):
        self.sessions = sessions

    async def by_email(self, email: str) -> User | None:
        async with self.sessions() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def by_id(self, user_id: int) -> User | None:
        async with self.sessions() as session:
            return await session.get(User, user_id)

    async def taken(self, username: str, email: str) -> bool:
        async with self.sessions() as session:
            found = await session.scalar(select(User.id).where(or_(User.username == username, User.email == email)))
            return found is not None

    async def create(self, user: User) -> User:
        async with self.sessions() as session:
            session.add(user)
            await session.commit()
            await session.refresh(user)
            return user

    async def update(self, user_id: int, **fields) -> User:
        async with self.sessions() as session:
            user = await session.get(User, user_id)
            for key, value in fields.items():
                setattr(user, key, value)
            await session.commit()
            await session.refresh(user)
            return user
