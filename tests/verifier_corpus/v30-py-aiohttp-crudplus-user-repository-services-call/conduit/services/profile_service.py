from conduit.repositories.user_repository import UserRepository


class NotFound(Exception):
    pass


class ProfileService:
    def __init__(self, session_factory, users: UserRepository | None = None):
        self.session_factory = session_factory
        self.users = users or UserRepository()

    async def profile(self, username: str) -> dict:
        async with self.session_factory() as session:
            user = await self.users.by_username(session, username)
        if user is None:
            raise NotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
