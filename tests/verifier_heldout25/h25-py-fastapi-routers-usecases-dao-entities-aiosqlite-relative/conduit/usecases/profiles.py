from ..dao.user_dao import FollowDAO, UserDAO
from ..entities import User
from .errors import NotFound


class Profiles:
    def __init__(self):
        self.users = UserDAO()
        self.follows = FollowDAO()

    async def _target(self, username: str) -> User:
        user = await self.users.by_username(username)
        if user is None:
            raise NotFound("profile not found")
        return user

    async def show(self, username: str, viewer: User | None) -> dict:
        target = await self._target(username)
        following = viewer is not None and await self.follows.exists(viewer.id, target.id)
        return {"username": target.username, "bio": target.bio, "image": target.image, "following": following}

    async def follow(self, viewer: User, username: str) -> dict:
        await self.follows.add(viewer.id, (await self._target(username)).id)
        return await self.show(username, viewer)

    async def unfollow(self, viewer: User, username: str) -> dict:
        await self.follows.remove(viewer.id, (await self._target(username)).id)
        return await self.show(username, viewer)
