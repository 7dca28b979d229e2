class NotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repository):
        self._repo = repository

    async def _profile(self, user, viewer_id):
        following = bool(viewer_id) and await self._repo.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def get_profile(self, username, viewer_id=None):
        user = await self._repo.get(username)
        if user is None:
            raise NotFound(username)
        return await self._profile(user, viewer_id)

    async def follow(self, username, viewer_id):
        user = await self._repo.get(username)
        if user is None:
            raise NotFound(username)
        await self._repo.follow(viewer_id, user.id)
        return await self._profile(user, viewer_id)

    async def unfollow(self, username, viewer_id):
        user = await self._repo.get(username)
        if user is None:
            raise NotFound(username)
        await self._repo.unfollow(viewer_id, user.id)
        return await self._profile(user, viewer_id)
