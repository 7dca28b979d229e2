class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, profiles):
        self.profiles = profiles  # a ProfileRepository

    async def get_profile(self, username: str) -> dict:
        user = await self.profiles.get_profile(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
