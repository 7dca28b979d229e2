from sqlalchemy import delete, exists, select

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_username(self, username: str) -> User | None:
        async with self.sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id: int, followed_id: int) -> bool:
        async with self.sessions() as s:
            return bool(await s.scalar(select(exists().where(
                Follow.follower_id == follower_id, Follow.followed_id == followed_id))))

    async def follow(self, follower_id: int, followed_id: int) -> None:
        async with self.sessions.begin() as s:
            await s.merge(Follow(follower_id=follower_id, followed_id=followed_id))

    async def unfollow(self, follower_id: int, followed_id: int) -> None:
        async with self.sessions.begin() as s:
            await s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                 Follow.followed_id == followed_id))
