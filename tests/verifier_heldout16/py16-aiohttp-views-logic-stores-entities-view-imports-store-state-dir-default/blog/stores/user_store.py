from sqlalchemy import select

from blog.entities import User


async def by_username(sessions, username):
    async with sessions() as s:
        return await s.scalar(select(User).where(User.username == username))
