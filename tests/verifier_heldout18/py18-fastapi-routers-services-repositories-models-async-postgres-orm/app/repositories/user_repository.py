from sqlalchemy import delete, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models.user import User, follows


class UserRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        row = await self.session.scalar(
            select(follows.c.follower_id).where(
                follows.c.follower_id == follower_id, follows.c.followee_id == followee_id
            )
        )
        return row is not None

    async def follow(self, follower_id: int, followee_id: int) -> None:
        if not await self.is_following(follower_id, followee_id):
            await self.session.execute(insert(follows).values(follower_id=follower_id, followee_id=followee_id))
            await self.session.commit()

    async def unfollow(self, follower_id: int, followee_id: int) -> None:
        await self.session.execute(
            delete(follows).where(follows.c.follower_id == follower_id, follows.c.followee_id == followee_id)
        )
        await self.session.commit()
