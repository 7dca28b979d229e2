from sqlalchemy import select

from conduit.models import User


class UserRepository:
    def __init__(self, sessionmaker):
        self._sessions = sessionmaker

    async def by_email(self, email: str) -> User | None:
        async with self._sessions() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        async with self._sessions() as session:
            return await session.scalar(select(User).where(User.username == username))

    async def add(self, user: User) -> User:
        async with self._sessions() as session, session.begin():
            session.add(user)
        return user
