from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from blog.entities import Following, User


class UserGateway:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions

    async def by_id(self, user_id: int) -> User | None:
        async with self._sessions() as s:
            return await s.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def insert(self, user: User) -> User:
        async with self._sessions.begin() as s:
            s.add(user)
        return user

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        async with self._sessions() as s:
            return await s.get(Following, (follower_id, followee_id)) is not None

    async def set_following(self, follower_id: int, followee_id: int, on: bool) -> None:
        async with self._sessions.begin() as s:
            if on:
                await s.merge(Following(follower_id=follower_id, followee_id=followee_id))
            else:
                await s.execute(delete(Following).where(Following.follower_id == follower_id,
                                                        Following.followee_id == followee_id))
