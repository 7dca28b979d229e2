# feature-begin: profiles
from collections.abc import Collection

# feature-end: profiles
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

# feature-begin: profiles
from conduit.models import Follow, User
# feature-else: profiles
# from conduit.models import User
# feature-end: profiles


class UserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def get(self, user_id: int) -> User | None:
        return await self._session.get(User, user_id)

    async def by_username(self, username: str) -> User | None:
        return await self._session.scalar(select(User).where(User.username == username))

    async def by_email(self, email: str) -> User | None:
        return await self._session.scalar(select(User).where(User.email == email))

    async def add(self, user: User) -> User:
        self._session.add(user)
        await self._session.flush()
        return user

    async def save(self, user: User) -> User:
        await self._session.flush()
        return user
    # feature-begin: profiles

    async def follow(self, follower_id: int, followed_id: int) -> None:
        if await self._session.get(Follow, (follower_id, followed_id)) is None:
            self._session.add(Follow(follower_id=follower_id, followed_id=followed_id))
            await self._session.flush()

    async def unfollow(self, follower_id: int, followed_id: int) -> None:
        follow = await self._session.get(Follow, (follower_id, followed_id))
        if follow is not None:
            await self._session.delete(follow)
            await self._session.flush()

    async def followed_among(self, follower_id: int, user_ids: Collection[int]) -> set[int]:
        """The subset of `user_ids` that `follower_id` follows."""
        if not user_ids:
            return set()
        rows = await self._session.scalars(
            select(Follow.followed_id).where(
                Follow.follower_id == follower_id, Follow.followed_id.in_(user_ids)
            )
        )
        return set(rows)
    # feature-end: profiles
