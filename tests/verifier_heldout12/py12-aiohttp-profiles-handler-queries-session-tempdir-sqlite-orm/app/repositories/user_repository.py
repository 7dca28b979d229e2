from sqlalchemy import select

from app.database import SessionLocal
from app.models import User


class UserRepository:
    async def find_by_email(self, email: str) -> User | None:
        async with SessionLocal() as session:
            return (await session.execute(select(User).where(User.email == email))).scalar_one_or_none()

    async def find_by_id(self, user_id: int) -> User | None:
        async with SessionLocal() as session:
            return await session.get(User, user_id)

    async def save(self, user: User) -> User:
        async with SessionLocal() as session:
            session.add(user)
            await session.commit()
            await session.refresh(user)
            return user
