from app.repositories.profile_repository import ProfileRepository
from app.services.errors import NotFoundError


class ProfileService:
    def __init__(self, repo: ProfileRepository):
        self.repo = repo

    async def follow(self, me_id: int, username: str):
        user = await self.repo.by_username(username)
        if user is None:
            raise NotFoundError("profile")
        await self.repo.follow(me_id, user.id)
        return user
