from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import NotFound


class ProfileService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def profile(self, username: str) -> dict:
        user = await self.users.by_username(username)
        if user is None:
            raise NotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
