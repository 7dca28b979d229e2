from sqlalchemy import select

from conduit.models import User


class UserRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_id(self, user_id: int) -> User | None:
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.id == user_id))
