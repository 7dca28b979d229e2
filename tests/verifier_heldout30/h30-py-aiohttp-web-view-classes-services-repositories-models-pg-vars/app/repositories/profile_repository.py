from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from app.models import Follow


class ProfileRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self._sessions = sessions

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        async with self._sessions() as s:
            stmt = select(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id)
            return await s.scalar(stmt) is not None

    async def follow(self, follower_id: int, followee_id: int) -> None:
        if await self.is_following(follower_id, followee_id):
            return
        async with self._sessions.begin() as s:
            s.add(Follow(follower_id=follower_id, followee_id=followee_id))

    async def unfollow(self, follower_id: int, followee_id: int) -> None:
        async with self._sessions.begin() as s:
            await s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                 Follow.followee_id == followee_id))
