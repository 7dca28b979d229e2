from ..repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository | None = None) -> None:
        self.users = users or UserRepository()

    def get(self, username: str):
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return user

    def viewer(self, user_id: int | None):
        return self.users.by_id(user_id) if user_id else None

    def follow(self, username: str, viewer_id: int):
        user = self.get(username)
        self.users.add_follower(user, self.users.by_id(viewer_id))
        return user

    def unfollow(self, username: str, viewer_id: int):
        user = self.get(username)
        self.users.remove_follower(user, self.users.by_id(viewer_id))
        return user
