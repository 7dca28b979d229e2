from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Follow, User


class ProfileRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id: int, followed_id: int) -> bool:
        row = await self.session.get(Follow, (follower_id, followed_id))
        return row is not None

    async def follow(self, follower_id: int, followed_id: int) -> None:
        await self.session.merge(Follow(follower_id=follower_id, followed_id=followed_id))
        await self.session.commit()

    async def unfollow(self, follower_id: int, followed_id: int) -> None:
        await self.session.execute(delete(Follow).where(
            Follow.follower_id == follower_id, Follow.followed_id == followed_id))
        await self.session.commit()
