from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models.user import Follow, User


class SqlUserRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id)

    async def by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email))

    async def by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username == username))

    async def add(self, user: User) -> User:
        self.session.add(user)
        await self.session.commit()
        return user

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        return await self.session.get(Follow, (follower_id, followee_id)) is not None

    async def set_following(self, follower_id: int, followee_id: int, on: bool) -> None:
        if on and not await self.is_following(follower_id, followee_id):
            self.session.add(Follow(follower_id=follower_id, followee_id=followee_id))
        elif not on:
            await self.session.execute(
                delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id)
            )
        await self.session.commit()
