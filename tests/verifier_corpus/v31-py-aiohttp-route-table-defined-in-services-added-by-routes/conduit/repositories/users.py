from sqlalchemy import select

from conduit.db import Session
from conduit.models import User


class UserRepository:
    async def by_username(self, username: str) -> User | None:
        async with Session() as session:
            return await session.scalar(select(User).where(User.username == username))
