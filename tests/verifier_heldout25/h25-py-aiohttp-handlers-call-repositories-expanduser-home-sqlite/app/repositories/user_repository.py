from sqlalchemy import select

from ..database import async_session
from ..models import User


class UserRepository:
    async def get(self, user_id: int) -> User | None:
        async with async_session() as session:
            return await session.get(User, user_id)

    async def find_by_email(self, email: str) -> User | None:
        async with async_session() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def create(self, **values) -> User:
        async with async_session() as session:
            user = User(**values)
            session.add(user)
            await session.commit()
            return user
