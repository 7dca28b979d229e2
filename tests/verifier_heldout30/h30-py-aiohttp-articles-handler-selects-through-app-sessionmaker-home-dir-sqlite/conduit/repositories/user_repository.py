from sqlalchemy import select

from conduit.models import User


class UserRepository:
    def __init__(self, sessions) -> None:
        self.sessions = sessions

    async def get(self, user_id: int) -> User | None:
        async with self.sessions() as s:
            return await s.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def add(self, user: User) -> User:
        async with self.sessions.begin() as s:
            s.add(user)
        return user
