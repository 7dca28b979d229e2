from sqlalchemy import delete, or_, select

from ..db import session_factory
from ..entities import Follow, User


class UserDAO:
    async def get(self, user_id: int) -> User | None:
        async with session_factory() as session:
            return await session.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        async with session_factory() as session:
            return await session.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        async with session_factory() as session:
            return await session.scalar(select(User).where(User.username == username))

    async def exists(self, username: str, email: str) -> bool:
        async with session_factory() as session:
            stmt = select(User.id).where(or_(User.username == username, User.email == email)).limit(1)
            return await session.scalar(stmt) is not None

    async def insert(self, user: User) -> User:
        async with session_factory() as session:
            session.add(user)
            await session.commit()
            return user

    async def update(self, user: User) -> User:
        async with session_factory() as session:
            merged = await session.merge(user)
            await session.commit()
            return merged


class FollowDAO:
    async def exists(self, follower_id: int, followed_id: int) -> bool:
        async with session_factory() as session:
            return await session.get(Follow, (follower_id, followed_id)) is not None

    async def add(self, follower_id: int, followed_id: int) -> None:
        async with session_factory() as session:
            if await session.get(Follow, (follower_id, followed_id)) is None:
                session.add(Follow(follower_id=follower_id, followed_id=followed_id))
                await session.commit()

    async def remove(self, follower_id: int, followed_id: int) -> None:
        async with session_factory() as session:
            await session.execute(
                delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id)
            )
            await session.commit()
