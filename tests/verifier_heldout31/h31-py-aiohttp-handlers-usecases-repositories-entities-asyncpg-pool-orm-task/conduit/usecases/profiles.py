from conduit.entities import Profile
from conduit.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileUseCases:
    def __init__(self, repository: ProfileRepository):
        self.repository = repository

    async def get(self, username: str, viewer: str | None) -> Profile:
        profile = await self.repository.find(username, viewer)
        if profile is None:
            raise ProfileNotFound(username)
        return profile

    async def follow(self, viewer: str, username: str) -> Profile:
        target = await self.get(username, viewer)
        await self.repository.add_follow(viewer, target.id)
        return await self.get(username, viewer)

    async def unfollow(self, viewer: str, username: str) -> Profile:
        target = await self.get(username, viewer)
        await self.repository.remove_follow(viewer, target.id)
        return await self.get(username, viewer)
