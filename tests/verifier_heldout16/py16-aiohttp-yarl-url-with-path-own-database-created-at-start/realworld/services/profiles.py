from realworld.models.profile import Profile
from realworld.repositories.profiles import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repo: ProfileRepository):
        self.repo = repo

    async def get(self, username, viewer_id=None):
        row = await self.repo.user(username)
        if row is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and await self.repo.is_following(viewer_id, row["id"])
        return Profile(row["username"], row["bio"], row["image"], following)
