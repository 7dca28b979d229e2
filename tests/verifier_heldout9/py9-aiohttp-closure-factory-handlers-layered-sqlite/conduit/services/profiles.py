from conduit.repositories.profiles import ProfileRepository


class ProfileNotFound(LookupError):
    pass


class ProfileService:
    def __init__(self, repo: ProfileRepository):
        self.repo = repo

    async def view(self, username: str, viewer_id: int | None) -> dict:
        profile = await self.repo.by_username(username)
        if profile is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and await self.repo.is_following(viewer_id, profile.id)
        return {"username": profile.username, "bio": profile.bio, "image": profile.image,
                "following": following}

    async def follow(self, username: str, viewer_id: int, on: bool) -> dict:
        profile = await self.repo.by_username(username)
        if profile is None:
            raise ProfileNotFound(username)
        await self.repo.set_follow(viewer_id, profile.id, on)
        return await self.view(username, viewer_id)
