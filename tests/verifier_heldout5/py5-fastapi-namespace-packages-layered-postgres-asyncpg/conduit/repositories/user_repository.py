from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models.user import User


class UserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def by_email(self, email: str) -> User | None:
        return await self._session.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        return await self._session.scalar(select(User).where(User.username == username))

    async def by_id(self, user_id: int) -> User | None:
        return await self._session.get(User, user_id)

    async def add(self, user: User) -> User:
        self._session.add(user)
        await self._session.commit()
        await self._session.refresh(user)
        return user

    async def save(self, user: User) -> User:
        await self._session.commit()
        await self._session.refresh(user)
        return user
