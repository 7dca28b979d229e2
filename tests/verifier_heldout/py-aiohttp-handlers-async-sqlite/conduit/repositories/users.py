from sqlalchemy import select

from conduit.db import Session
from conduit.models.user import User


async def by_username(username: str) -> User | None:
    async with Session() as session:
        return await session.scalar(select(User).where(User.username == username))


async def add(user: User) -> User:
    async with Session() as session:
        session.add(user)
        await session.commit()
        return user
