from sqlalchemy import select

from app.db import Session
from app.models import User


class UserRepository:
    async def by_email(self, email: str) -> User | None:
        async with Session() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def add(self, user: User) -> User:
        async with Session() as session:
            session.add(user)
            await session.commit()
            return user

    async def update(self, user: User) -> User:
        async with Session() as session:
            merged = await session.merge(user)
            await session.commit()
            return merged
