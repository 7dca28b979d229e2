from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self._sessions = sessions

    async def get(self, user_id: int) -> User | None:
        async with self._sessions() as s:
            return await s.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def create(self, username: str, email: str, password_hash: str) -> User:
        async with self._sessions.begin() as s:
            user = User(username=username, email=email, password_hash=password_hash)
            s.add(user)
        return user

    async def is_following(self, follower_id: int, followed_id: int) -> bool:
        async with self._sessions() as s:
            return await s.get(Follow, (follower_id, followed_id)) is not None

    async def set_following(self, follower_id: int, followed_id: int, on: bool) -> None:
        async with self._sessions.begin() as s:
            if on:
                if await s.get(Follow, (follower_id, followed_id)) is None:
                    s.add(Follow(follower_id=follower_id, followed_id=followed_id))
            else:
                await s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                     Follow.followed_id == followed_id))
