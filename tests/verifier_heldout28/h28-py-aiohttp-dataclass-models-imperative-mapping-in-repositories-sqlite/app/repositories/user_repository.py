from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from app.models import Follow, User


class UserRepository:
    def __init__(self, session_factory: async_sessionmaker):
        self._sessions = session_factory

    async def by_id(self, user_id: int) -> User | None:
        async with self._sessions() as s:
            return await s.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        async with self._sessions() as s:
            return await s.scalar(select(User).where(User.username == username))

    async def create(self, username: str, email: str, password_hash: str) -> User:
        async with self._sessions() as s:
            user = User(username=username, email=email, password_hash=password_hash)
            s.add(user)
            await s.commit()
            return user

    async def update(self, user_id: int, **fields) -> User:
        async with self._sessions() as s:
            user = await s.get(User, user_id)
            for key, value in fields.items():
                setattr(user, key, value)
            await s.commit()
            return user

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        async with self._sessions() as s:
            return await s.get(Follow, (follower_id, followee_id)) is not None

    async def follow(self, follower_id: int, followee_id: int) -> None:
        async with self._sessions() as s:
            if await s.get(Follow, (follower_id, followee_id)) is None:
                s.add(Follow(follower_id=follower_id, followee_id=followee_id))
                await s.commit()

    async def unfollow(self, follower_id: int, followee_id: int) -> None:
        async with self._sessions() as s:
            await s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                 Follow.followee_id == followee_id))
            await s.commit()
