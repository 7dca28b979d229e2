from sqlalchemy import select

from conduit.models import User


class UserRepository:
    def __init__(self, sessionmaker) -> None:
        self._sessionmaker = sessionmaker

    async def by_username(self, username: str) -> User | None:
        async with self._sessionmaker() as session:
            return await session.scalar(select(User).where(User.username == username))
