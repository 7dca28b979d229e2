class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repository):
        self.repository = repository

    async def get(self, username: str) -> dict:
        profile = await self.repository.by_username(username)
        if profile is None:
            raise ProfileNotFound(username)
        return {"username": profile.username, "bio": profile.bio, "image": profile.image,
                "following": False}
