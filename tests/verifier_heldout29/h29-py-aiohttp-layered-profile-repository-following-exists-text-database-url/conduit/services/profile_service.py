from ..repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, profiles: ProfileRepository):
        self.profiles = profiles

    async def get(self, username: str, viewer_id: int | None) -> dict:
        user = await self.profiles.user_by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and await self.profiles.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def follow(self, username: str, viewer_id: int) -> dict:
        user = await self.profiles.user_by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        await self.profiles.follow(viewer_id, user.id)
        return await self.get(username, viewer_id)
