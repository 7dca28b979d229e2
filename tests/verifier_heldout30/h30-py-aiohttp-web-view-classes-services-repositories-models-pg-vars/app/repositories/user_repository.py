from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from app.models import User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self._sessions = sessions

    async def get(self, user_id: int) -> User | None:
        async with self._sessions() as s:
            return await s.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def create(self, **fields) -> User:
        async with self._sessions.begin() as s:
            user = User(**fields)
            s.add(user)
        return user

    async def update(self, user_id: int, **fields) -> User | None:
        async with self._sessions.begin() as s:
            user = await s.get(User, user_id)
            if user is None:
                return None
            for key, value in fields.items():
                setattr(user, key, value)
        return user
