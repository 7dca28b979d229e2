from sqlalchemy import select
from app.db import Session
from app.models import User


async def get_by_username(username):
    async with Session() as s:
        return await s.scalar(select(User).where(User.username == username))
