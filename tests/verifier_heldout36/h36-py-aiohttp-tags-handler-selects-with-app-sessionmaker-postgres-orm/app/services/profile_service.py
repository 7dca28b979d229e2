class ProfileService:
    def __init__(self, repo):
        self.repo = repo

    async def get(self, username):
        user = await self.repo.by_username(username)
        if user is None:
            return None
        return {"username": user.username, "bio": user.bio, "image": None, "following": False}
