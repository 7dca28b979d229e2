from repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self):
        self.users = UserRepository()

    def get_profile(self, username):
        user = self.users.get_by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
