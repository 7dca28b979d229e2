from conduit.repositories.users import UserRepository


class ProfileNotFound(LookupError):
    pass


class ProfileService:
    def __init__(self, users: UserRepository | None = None) -> None:
        self.users = users or UserRepository()

    def profile(self, username: str) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "bio": user.bio, "following": False}

    def stats(self, username: str) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return {"username": user.username, "followers": self.users.follower_count(user.id)}
