import hashlib

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import User

SESSIONS = web.AppKey("sessions", async_sessionmaker)


class EmailTaken(Exception):
    pass


class UserService:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def register(self, username: str, email: str, password: str) -> User:
        async with self.sessions() as session:
            if await session.scalar(select(User).where(User.email == email)):
                raise EmailTaken(email)
            user = User(username=username, email=email,
                        password_hash=hashlib.sha256(password.encode()).hexdigest())
            session.add(user)
            await session.commit()
            return user

    async def by_username(self, username: str) -> User | None:
        async with self.sessions() as session:
            return await session.scalar(select(User).where(User.username == username))
