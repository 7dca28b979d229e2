from app.models import User
from app.repositories.profile_repository import ProfileRepository
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError


class ProfileService:
    def __init__(self, users: UserRepository, profiles: ProfileRepository) -> None:
        self.users = users
        self.profiles = profiles

    async def _target(self, username: str) -> User:
        user = await self.users.by_username(username)
        if user is None:
            raise ServiceError(404, "profile", "not found")
        return user

    async def view(self, username: str, viewer: User | None) -> dict:
        user = await self._target(username)
        following = viewer is not None and await self.profiles.is_following(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def set_following(self, viewer: User, username: str, on: bool) -> dict:
        user = await self._target(username)
        if on:
            await self.profiles.follow(viewer.id, user.id)
        else:
            await self.profiles.unfollow(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": on}
