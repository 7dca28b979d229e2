class ProfileService:
    def __init__(self, users):
        self.users = users

    async def profile(self, username):
        user = await self.users.by_username(username)
        if user is None:
            return None
        return {"username": user.username, "bio": user.bio, "image": None, "following": False}
