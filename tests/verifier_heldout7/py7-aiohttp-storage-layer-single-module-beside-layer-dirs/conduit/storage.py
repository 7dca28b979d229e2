"""Data access: every read and write of the stored data."""
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from conduit.domain import Tag, User


class UserStore:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def by_email(self, email: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def insert(self, user: User) -> User:
        async with self._sessions() as s, s.begin():
            s.add(user)
        return user


class TagStore:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def all_names(self) -> list[str]:
        async with self._sessions() as s:
            return list(await s.scalars(select(Tag.name).order_by(Tag.name)))
