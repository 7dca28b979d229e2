class UserService:
    def __init__(self, repo):
        self.repo = repo

    async def current(self, user_id: int) -> dict | None:
        user = await self.repo.by_id(user_id)
        return user and {"username": user.username, "email": user.email, "bio": None, "image": None}
