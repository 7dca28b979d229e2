class UserService:
    def __init__(self, users):
        self.users = users  # a UserRepository

    def find_by_username(self, username: str) -> dict | None:
        user = self.users.find_by_username(username)
        if user is None:
            return None
        return {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image}
