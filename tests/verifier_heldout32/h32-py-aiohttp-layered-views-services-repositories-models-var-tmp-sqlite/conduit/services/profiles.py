from conduit.repositories.users import UsersRepository


class ProfileNotFound(Exception):
    pass


class ProfilesService:
    def __init__(self, users: UsersRepository):
        self.users = users

    async def get(self, username: str) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
