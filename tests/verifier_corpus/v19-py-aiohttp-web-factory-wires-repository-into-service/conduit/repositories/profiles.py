from sqlalchemy import select, delete

from conduit.models import User, Follow


class ProfileRepository:
    def __init__(self, sessions):
        self._sessions = sessions

    async def get(self, username):
        async with self._sessions() as s:
            return (await s.execute(select(User).where(User.username == username))).scalar_one_or_none()

    async def is_following(self, follower_id, followed_id):
        async with self._sessions() as s:
            row = await s.get(Follow, (follower_id, followed_id))
            return row is not None

    async def follow(self, follower_id, followed_id):
        async with self._sessions.begin() as s:
            s.add(Follow(follower_id=follower_id, followed_id=followed_id))

    async def unfollow(self, follower_id, followed_id):
        async with self._sessions.begin() as s:
            await s.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
