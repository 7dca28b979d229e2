from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self._sessions = sessions

    async def add(self, username: str, email: str, password_hash: bytes) -> User:
        async with self._sessions.begin() as s:
            user = User(username=username, email=email, password_hash=password_hash)
            s.add(user)
        return user

    async def get(self, user_id: int) -> User | None:
        async with self._sessions() as s:
            return await s.get(User, user_id)

    async def find(self, **by) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).filter_by(**by))

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        async with self._sessions() as s:
            return await s.get(Follow, (follower_id, followee_id)) is not None

    async def set_following(self, follower_id: int, followee_id: int, on: bool) -> None:
        async with self._sessions.begin() as s:
            existing = await s.get(Follow, (follower_id, followee_id))
            if on and existing is None:
                s.add(Follow(follower_id=follower_id, followee_id=followee_id))
            elif not on and existing is not None:
                await s.execute(delete(Follow).filter_by(follower_id=follower_id, followee_id=followee_id))
