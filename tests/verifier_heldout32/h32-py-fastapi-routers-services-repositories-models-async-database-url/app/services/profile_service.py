from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.database import get_session
from app.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repository: ProfileRepository):
        self.repository = repository

    async def get(self, username: str, viewer_id: int | None) -> dict:
        user = await self.repository.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id) and await self.repository.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": following}

    async def follow(self, username: str, viewer_id: int) -> dict:
        user = await self.repository.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        await self.repository.follow(viewer_id, user.id)
        return await self.get(username, viewer_id)


def get_profile_service(session: AsyncSession = Depends(get_session)) -> ProfileService:
    return ProfileService(ProfileRepository(session))
