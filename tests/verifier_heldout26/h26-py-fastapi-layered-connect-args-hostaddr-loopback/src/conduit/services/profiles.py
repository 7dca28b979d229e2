from conduit.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository):
        self.users = users

    def view(self, username: str, viewer_id: int | None) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and self.users.following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.users.follow(viewer_id, user.id)
        return self.view(username, viewer_id)

    def unfollow(self, username: str, viewer_id: int) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.users.unfollow(viewer_id, user.id)
        return self.view(username, viewer_id)
