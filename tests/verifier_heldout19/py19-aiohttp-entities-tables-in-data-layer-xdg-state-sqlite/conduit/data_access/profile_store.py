from sqlalchemy import select
from conduit.entities import Follow, User


class ProfileStore:
    def __init__(self, sessions):
        self.sessions = sessions

    async def user_named(self, username: str) -> User | None:
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def follows(self, follower_id: int, followed_id: int) -> bool:
        async with self.sessions() as s:
            return await s.get(Follow, (follower_id, followed_id)) is not None
