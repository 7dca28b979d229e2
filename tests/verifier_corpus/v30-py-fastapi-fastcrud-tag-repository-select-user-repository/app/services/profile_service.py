from sqlalchemy.ext.asyncio import AsyncSession

from app.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, session: AsyncSession):
        self.users = UserRepository(session)

    async def get(self, username: str) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
