class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repository):
        self.repository = repository

    async def get(self, username, viewer_id=None):
        profile = await self.repository.profile(username, viewer_id)
        if profile is None:
            raise ProfileNotFound(username)
        return profile
