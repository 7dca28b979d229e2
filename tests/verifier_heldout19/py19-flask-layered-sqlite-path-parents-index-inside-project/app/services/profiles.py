from app.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def get(self, username):
        user = self.users.by_username(username)
        if not user:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
