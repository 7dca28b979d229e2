from app.models.profile import Profile
from app.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repo: ProfileRepository):
        self.repo = repo

    async def view(self, username: str, viewer_id: int | None) -> tuple[Profile, bool]:
        profile = await self.repo.by_username(username)
        if profile is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and await self.repo.is_following(viewer_id, profile.id)
        return profile, following
