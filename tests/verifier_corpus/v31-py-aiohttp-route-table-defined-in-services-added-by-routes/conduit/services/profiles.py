from conduit.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    async def get(self, username: str) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
