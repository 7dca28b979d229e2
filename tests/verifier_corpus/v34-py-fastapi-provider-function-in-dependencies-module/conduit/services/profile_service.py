class ProfileService:
    def __init__(self, users):
        self.users = users

    def get_profile(self, username: str) -> dict | None:
        user = self.users.by_username(username)
        if user is None:
            return None
        return {"username": user.username, "bio": user.bio, "following": False}
