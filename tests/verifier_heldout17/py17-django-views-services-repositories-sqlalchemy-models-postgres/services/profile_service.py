from repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def get(self, username, viewer_id=None):
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id) and self.users.is_following(viewer_id, username)
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": following}

    def follow(self, viewer_id, username):
        if self.users.add_follow(viewer_id, username) is None:
            raise ProfileNotFound(username)
        return self.get(username, viewer_id)
