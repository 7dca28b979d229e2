from sqlalchemy import or_, select

from db import SessionLocal
from models import User


async def find_conflict(username, email):
    async with SessionLocal() as s:
        return await s.scalar(select(User).where(or_(User.username == username, User.email == email)))


async def create(user):
    async with SessionLocal() as s:
        s.add(user)
        await s.commit()
        return user
