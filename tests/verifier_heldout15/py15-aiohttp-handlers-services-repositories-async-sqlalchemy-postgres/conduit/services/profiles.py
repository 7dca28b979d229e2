from conduit.repositories.users import UserRepository
from conduit.services.errors import NotFound


class ProfileService:
    def __init__(self, users: UserRepository):
        self.users = users

    async def as_profile(self, user, viewer):
        following = viewer is not None and await self.users.is_following(viewer, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    async def get(self, username, viewer):
        user = await self.users.by_username(username)
        if user is None:
            raise NotFound(username)
        return await self.as_profile(user, viewer)
