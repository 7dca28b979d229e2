from conduit.repositories.user_repository import UserRepository


class ProfileService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def profile(self, username):
        user = self.users.by_username(username)
        if user is None:
            return None
        return {"username": user.username, "bio": user.bio, "image": None, "following": False}
