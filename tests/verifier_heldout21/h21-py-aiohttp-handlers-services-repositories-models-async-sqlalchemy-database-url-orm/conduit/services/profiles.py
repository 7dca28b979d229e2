from conduit.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def get(self, username: str, viewer_id: int | None) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and await self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def set_following(self, username: str, viewer_id: int, follow: bool) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        if follow:
            await self.users.follow(viewer_id, user.id)
        else:
            await self.users.unfollow(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": follow}
