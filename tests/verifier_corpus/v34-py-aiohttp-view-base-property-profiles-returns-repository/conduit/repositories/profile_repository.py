from sqlalchemy import select

from conduit.models.user import User


class ProfileRepository:
    def __init__(self, session_factory):
        self.session_factory = session_factory

    async def get_profile(self, username: str) -> User | None:
        async with self.session_factory() as session:
            return await session.scalar(select(User).where(User.username == username))
