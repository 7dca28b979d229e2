from conduit.repositories.profiles import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, profiles: ProfileRepository):
        self.profiles = profiles

    async def view(self, username: str, viewer_id: int | None) -> dict:
        profile = await self.profiles.by_username(username)
        if profile is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and await self.profiles.is_following(viewer_id, profile.id)
        return {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": following}

    async def follow(self, username: str, viewer_id: int) -> dict:
        profile = await self.profiles.by_username(username)
        if profile is None:
            raise ProfileNotFound(username)
        await self.profiles.follow(viewer_id, profile.id)
        return {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": True}
