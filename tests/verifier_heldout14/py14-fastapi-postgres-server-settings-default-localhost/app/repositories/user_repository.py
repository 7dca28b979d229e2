from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Follow, User


class UserRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def get(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id)

    async def get_by_email(self, email: str) -> User | None:
        return await self.session.scalar(select(User).where(User.email == email))

    async def get_by_username(self, username: str) -> User | None:
        return await self.session.scalar(select(User).where(User.username == username))

    async def create(self, **fields) -> User:
        user = User(**fields)
        self.session.add(user)
        await self.session.commit()
        await self.session.refresh(user)
        return user

    async def update(self, user: User, **fields) -> User:
        for key, value in fields.items():
            setattr(user, key, value)
        await self.session.commit()
        await self.session.refresh(user)
        return user

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        return await self.session.get(Follow, (follower_id, followee_id)) is not None

    async def follow(self, follower_id: int, followee_id: int) -> None:
        if not await self.is_following(follower_id, followee_id):
            self.session.add(Follow(follower_id=follower_id, followee_id=followee_id))
            await self.session.commit()

    async def unfollow(self, follower_id: int, followee_id: int) -> None:
        await self.session.execute(
            delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id)
        )
        await self.session.commit()
