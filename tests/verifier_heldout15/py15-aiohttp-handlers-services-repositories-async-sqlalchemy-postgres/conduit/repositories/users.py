from sqlalchemy import select

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_username(self, username):
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id, followed_id):
        async with self.sessions() as s:
            return await s.get(Follow, (follower_id, followed_id)) is not None
