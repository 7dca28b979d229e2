from sqlalchemy import select

from conduit.models import User


class UserRepository:
    def __init__(self, sessionmaker):
        self._sm = sessionmaker

    async def get(self, user_id: int) -> User | None:
        async with self._sm() as s:
            return await s.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self._sm() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def create(self, **fields) -> User:
        async with self._sm() as s, s.begin():
            user = User(**fields)
            s.add(user)
        return user
