from sqlalchemy import select

from app.db import Session
from app.models import User


async def find_by_email(email: str) -> User | None:
    async with Session() as session:
        return await session.scalar(select(User).where(User.email == email))


async def create(username: str, email: str, password_hash: str) -> User:
    async with Session() as session:
        user = User(username=username, email=email, password_hash=password_hash)
        session.add(user)
        await session.commit()
        return user
