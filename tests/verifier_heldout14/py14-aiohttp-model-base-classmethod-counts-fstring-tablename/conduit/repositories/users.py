from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker):
        self._sessions = sessions

    async def get(self, user_id: int) -> User | None:
        async with self._sessions() as s:
            return await s.get(User, user_id)

    async def by_username(self, username: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def by_email(self, email: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def add(self, user: User) -> User:
        async with self._sessions() as s:
            s.add(user)
            await s.commit()
            await s.refresh(user)
            return user

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        async with self._sessions() as s:
            return await s.get(Follow, (follower_id, followee_id)) is not None

    async def set_following(self, follower_id: int, followee_id: int, on: bool) -> None:
        async with self._sessions() as s:
            if on:
                await s.merge(Follow(follower_id=follower_id, followee_id=followee_id))
            else:
                await s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                     Follow.followee_id == followee_id))
            await s.commit()
