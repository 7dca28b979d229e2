class ProfileService:
    def __init__(self, users):
        self.users = users  # a UserRepository

    def get_profile(self, username: str) -> dict | None:
        user = self.users.find_by_username(username)
        if user is None:
            return None
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
