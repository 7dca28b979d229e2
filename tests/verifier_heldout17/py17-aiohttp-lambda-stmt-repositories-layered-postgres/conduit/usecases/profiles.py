from conduit.storage.profiles import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileUseCases:
    def __init__(self, repo: ProfileRepository):
        self.repo = repo

    async def get(self, username, viewer_id=None):
        user = await self.repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id) and await self.repo.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": following}

    async def follow(self, viewer_id, username):
        user = await self.repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        await self.repo.add_follow(viewer_id, user.id)
        return await self.get(username, viewer_id)
