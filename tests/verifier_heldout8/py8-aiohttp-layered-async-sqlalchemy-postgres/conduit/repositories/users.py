from sqlalchemy import delete, exists, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import User, follows


class UserRepository:
    def __init__(self, session: AsyncSession):
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
        return bool(await self.session.scalar(select(exists().where(
            follows.c.follower_id == follower_id, follows.c.followee_id == followee_id))))

    async def set_following(self, follower_id: int, followee_id: int, on: bool) -> None:
        await self.session.execute(delete(follows).where(
            follows.c.follower_id == follower_id, follows.c.followee_id == followee_id))
        if on:
            await self.session.execute(insert(follows).values(follower_id=follower_id, followee_id=followee_id))
        await self.session.commit()
