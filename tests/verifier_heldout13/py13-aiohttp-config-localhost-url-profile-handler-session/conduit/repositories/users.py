from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import User


class UsersRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email))

    async def add(self, user: User) -> User:
        self.session.add(user)
        await self.session.commit()
        return user
