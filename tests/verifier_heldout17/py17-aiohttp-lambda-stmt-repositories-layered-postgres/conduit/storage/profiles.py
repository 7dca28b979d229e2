from sqlalchemy import exists, insert, lambda_stmt, select

from conduit.entities import Follow, User


class ProfileRepository:
    """Hot lookups use lambda statements so SQLAlchemy caches their compiled form."""

    def __init__(self, sessions):
        self.sessions = sessions

    async def by_username(self, username: str):
        stmt = lambda_stmt(lambda: select(User))
        stmt += lambda s: s.where(User.username == username)
        async with self.sessions() as session:
            return (await session.execute(stmt)).scalar_one_or_none()

    async def is_following(self, follower_id: int, followed_id: int) -> bool:
        stmt = lambda_stmt(lambda: select(exists().where(
            Follow.follower_id == follower_id, Follow.followed_id == followed_id)))
        async with self.sessions() as session:
            return bool(await session.scalar(stmt))

    async def add_follow(self, follower_id: int, followed_id: int) -> None:
        if await self.is_following(follower_id, followed_id):
            return
        async with self.sessions() as session:
            await session.execute(insert(Follow).values(follower_id=follower_id, followed_id=followed_id))
            await session.commit()
