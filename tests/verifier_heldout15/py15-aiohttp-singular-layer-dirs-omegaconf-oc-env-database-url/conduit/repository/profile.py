from sqlalchemy import delete, select

from conduit.model import Follow, User


class ProfileRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_username(self, username):
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id, followed_id):
        async with self.sessions() as s:
            return await s.get(Follow, (follower_id, followed_id)) is not None

    async def follow(self, follower_id, followed_id):
        async with self.sessions.begin() as s:
            if await s.get(Follow, (follower_id, followed_id)) is None:
                s.add(Follow(follower_id=follower_id, followed_id=followed_id))

    async def unfollow(self, follower_id, followed_id):
        async with self.sessions.begin() as s:
            await s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                 Follow.followed_id == followed_id))
