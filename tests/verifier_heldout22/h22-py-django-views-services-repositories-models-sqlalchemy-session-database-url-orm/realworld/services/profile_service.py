from realworld.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def _profile(self, user, viewer_id):
        following = bool(viewer_id) and self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": following}

    def get(self, username, viewer_id=None):
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return self._profile(user, viewer_id)

    def set_following(self, username, viewer_id, follow: bool):
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        (self.users.follow if follow else self.users.unfollow)(viewer_id, user.id)
        return self._profile(user, viewer_id)
