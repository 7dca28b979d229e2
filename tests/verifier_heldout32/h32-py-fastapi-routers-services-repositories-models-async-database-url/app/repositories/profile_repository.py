from sqlalchemy import delete, exists, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models.profile import User, follows


class ProfileRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id: int, followed_id: int) -> bool:
        stmt = select(exists().where(follows.c.follower_id == follower_id,
                                     follows.c.followed_id == followed_id))
        return bool(await self.session.scalar(stmt))

    async def follow(self, follower_id: int, followed_id: int) -> None:
        if not await self.is_following(follower_id, followed_id):
            await self.session.execute(insert(follows).values(follower_id=follower_id,
                                                              followed_id=followed_id))
            await self.session.commit()

    async def unfollow(self, follower_id: int, followed_id: int) -> None:
        await self.session.execute(delete(follows).where(follows.c.follower_id == follower_id,
                                                         follows.c.followed_id == followed_id))
        await self.session.commit()
