from conduit.models import User


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users):
        self.users = users

    async def _target(self, username: str) -> User:
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return user

    async def get(self, username: str, viewer_id: int | None):
        user = await self._target(username)
        following = viewer_id is not None and await self.users.is_following(viewer_id, user.id)
        return user, following

    async def follow(self, username: str, viewer_id: int):
        user = await self._target(username)
        await self.users.follow(viewer_id, user.id)
        return user, True

    async def unfollow(self, username: str, viewer_id: int):
        user = await self._target(username)
        await self.users.unfollow(viewer_id, user.id)
        return user, False
