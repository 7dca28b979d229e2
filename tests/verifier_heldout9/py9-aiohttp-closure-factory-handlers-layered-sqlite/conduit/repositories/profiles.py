from sqlalchemy import delete, exists, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Follow, Profile


class ProfileRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_username(self, username: str) -> Profile | None:
        async with self.sessions() as s:
            return await s.scalar(select(Profile).where(Profile.username == username))

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        async with self.sessions() as s:
            return bool(await s.scalar(select(exists().where(
                Follow.follower_id == follower_id, Follow.followee_id == followee_id))))

    async def set_follow(self, follower_id: int, followee_id: int, on: bool) -> None:
        async with self.sessions() as s, s.begin():
            if on:
                await s.merge(Follow(follower_id=follower_id, followee_id=followee_id))
            else:
                await s.execute(delete(Follow).where(
                    Follow.follower_id == follower_id, Follow.followee_id == followee_id))
