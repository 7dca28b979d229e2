from sqlalchemy import delete, exists, select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.entities import Follow, User


class UserGateway:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        stmt = select(exists().where(Follow.follower_id == follower_id, Follow.followee_id == followee_id))
        return bool(await self.session.scalar(stmt))

    async def follow(self, follower_id: int, followee_id: int) -> None:
        if not await self.is_following(follower_id, followee_id):
            self.session.add(Follow(follower_id=follower_id, followee_id=followee_id))
            await self.session.commit()

    async def unfollow(self, follower_id: int, followee_id: int) -> None:
        await self.session.execute(
            delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id)
        )
        await self.session.commit()
