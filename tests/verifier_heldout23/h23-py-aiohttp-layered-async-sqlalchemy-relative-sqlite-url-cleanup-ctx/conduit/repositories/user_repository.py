from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from ..models import User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def get(self, user_id: int) -> User | None:
        async with self.sessions() as s:
            return await s.get(User, user_id)

    async def find(self, *, email: str | None = None, username: str | None = None) -> User | None:
        stmt = select(User)
        if email is not None:
            stmt = stmt.where(User.email == email)
        if username is not None:
            stmt = stmt.where(User.username == username)
        async with self.sessions() as s:
            return await s.scalar(stmt)

    async def add(self, user: User) -> User:
        async with self.sessions() as s:
            s.add(user)
            await s.commit()
            return user
