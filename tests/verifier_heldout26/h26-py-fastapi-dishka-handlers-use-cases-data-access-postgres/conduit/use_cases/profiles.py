from conduit.data_access.users import UserGateway
from conduit.use_cases.errors import NotFound


class ProfileInteractor:
    def __init__(self, users: UserGateway):
        self.users = users

    async def get(self, username: str, viewer_id: int | None) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise NotFound(username)
        following = viewer_id is not None and await self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def follow(self, username: str, viewer_id: int) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise NotFound(username)
        await self.users.follow(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": True}
