from sqlalchemy import or_, select

from ..db import Session
from ..models import User


class UserRepository:
    async def get(self, user_id: int) -> User | None:
        async with Session() as session:
            return await session.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with Session() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def taken(self, username: str, email: str) -> bool:
        async with Session() as session:
            stmt = select(User.id).where(or_(User.username == username, User.email == email))
            return await session.scalar(stmt) is not None

    async def add(self, user: User) -> User:
        async with Session() as session:
            session.add(user)
            await session.commit()
            return user
