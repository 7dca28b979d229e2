from sqlalchemy import delete, exists, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import User, follows


class UserRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def get(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id)

    async def get_by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email))

    async def get_by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username == username))

    async def add(self, user: User) -> User:
        self.session.add(user)
        await self.session.commit()
        await self.session.refresh(user)
        return user

    async def is_following(self, follower_id: int, following_id: int) -> bool:
        return bool(await self.session.scalar(select(exists().where(
            follows.c.follower_id == follower_id, follows.c.following_id == following_id))))

    async def follow(self, follower_id: int, following_id: int) -> None:
        if not await self.is_following(follower_id, following_id):
            await self.session.execute(insert(follows).values(follower_id=follower_id, following_id=following_id))
            await self.session.commit()

    async def unfollow(self, follower_id: int, following_id: int) -> None:
        await self.session.execute(delete(follows).where(
            follows.c.follower_id == follower_id, follows.c.following_id == following_id))
        await self.session.commit()
