from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import User


class UserRepository:
    async def by_username(self, session: AsyncSession, username: str) -> User | None:
        return await session.scalar(select(User).where(User.username == username))
