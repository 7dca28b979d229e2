from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import User


class UserRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email))

    async def by_id(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id)

    async def exists(self, username: str, email: str) -> bool:
        found = await self.session.scalar(
            select(User.id).where((User.username == username) | (User.email == email)))
        return found is not None

    async def add(self, user: User) -> User:
        self.session.add(user)
        await self.session.commit()
        return user
