from sqlalchemy import select

from conduit.db import Session
from conduit.entities import Follow, User


async def by_username(username: str) -> User | None:
    async with Session() as s:
        return await s.scalar(select(User).where(User.username == username))


async def follow(follower_id: int, followee_id: int) -> None:
    async with Session() as s:
        await s.merge(Follow(follower_id=follower_id, followee_id=followee_id))
        await s.commit()
