from ..repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def get_profile(self, username: str, viewer_id: int | None):
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id) and await self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def follow(self, username: str, viewer_id: int):
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        await self.users.follow(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": True}
