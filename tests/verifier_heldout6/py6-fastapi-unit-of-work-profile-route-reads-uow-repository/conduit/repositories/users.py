from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, session: AsyncSession):
        self._s = session

    async def add(self, user: User) -> User:
        self._s.add(user)
        await self._s.flush()
        return user

    async def get(self, user_id: int) -> User | None:
        return await self._s.get(User, user_id)

    async def get_by_email(self, email: str) -> User | None:
        return await self._s.scalar(select(User).where(User.email == email))

    async def get_by_username(self, username: str) -> User | None:
        return await self._s.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        row = await self._s.get(Follow, (follower_id, followee_id))
        return row is not None

    async def follow(self, follower_id: int, followee_id: int) -> None:
        if not await self.is_following(follower_id, followee_id):
            self._s.add(Follow(follower_id=follower_id, followee_id=followee_id))

    async def unfollow(self, follower_id: int, followee_id: int) -> None:
        await self._s.execute(
            delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id)
        )
