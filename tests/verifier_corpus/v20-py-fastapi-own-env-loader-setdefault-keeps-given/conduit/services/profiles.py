from conduit.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository):
        self.users = users

    def profile(self, username: str) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
