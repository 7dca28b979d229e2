from sqlalchemy import select
from conduit.models import User


class UserRepository:
    def __init__(self, sessions):
        self._sessions = sessions

    async def by_email(self, email: str):
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def add(self, user: User) -> User:
        async with self._sessions() as s:
            s.add(user)
            await s.commit()
            return user
