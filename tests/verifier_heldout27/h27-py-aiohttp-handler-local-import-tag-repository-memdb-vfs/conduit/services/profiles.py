from conduit.models.profile import Profile
from conduit.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def get(self, username: str) -> Profile:
        profile = await self.users.profile(username)
        if profile is None:
            raise ProfileNotFound(username)
        return profile
