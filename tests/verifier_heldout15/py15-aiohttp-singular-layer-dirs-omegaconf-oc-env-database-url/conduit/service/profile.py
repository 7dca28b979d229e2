from conduit.repository.profile import ProfileRepository


class UnknownProfile(Exception):
    pass


class ProfileService:
    def __init__(self, repo: ProfileRepository):
        self.repo = repo

    async def get(self, username, viewer):
        user = await self.repo.by_username(username)
        if user is None:
            raise UnknownProfile(username)
        following = viewer is not None and await self.repo.is_following(viewer, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def set_following(self, viewer, username, on):
        user = await self.repo.by_username(username)
        if user is None:
            raise UnknownProfile(username)
        if on:
            await self.repo.follow(viewer, user.id)
        else:
            await self.repo.unfollow(viewer, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": on}
