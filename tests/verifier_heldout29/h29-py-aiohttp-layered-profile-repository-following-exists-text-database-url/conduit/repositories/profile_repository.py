from sqlalchemy import delete, select, text

from ..database import Session
from ..models import Follow, User

_IS_FOLLOWING = text(
    "SELECT EXISTS (SELECT 1 FROM follows WHERE follower_id = :follower AND followed_id = :followed)"
)


class ProfileRepository:
    async def user_by_username(self, username: str) -> User | None:
        async with Session() as session:
            return await session.scalar(select(User).where(User.username == username))

    async def is_following(self, follower_id: int, followed_id: int) -> bool:
        async with Session() as session:
            result = await session.execute(_IS_FOLLOWING, {"follower": follower_id, "followed": followed_id})
            return bool(result.scalar())

    async def follow(self, follower_id: int, followed_id: int) -> None:
        async with Session() as session:
            if await session.get(Follow, (follower_id, followed_id)) is None:
                session.add(Follow(follower_id=follower_id, followed_id=followed_id))
                await session.commit()

    async def unfollow(self, follower_id: int, followed_id: int) -> None:
        async with Session() as session:
            await session.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                       Follow.followed_id == followed_id))
            await session.commit()
