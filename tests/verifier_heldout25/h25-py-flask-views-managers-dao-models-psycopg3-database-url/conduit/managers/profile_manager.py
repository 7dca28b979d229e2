from .errors import ManagerError


class ProfileManager:
    def __init__(self, users, follows):
        self.users = users
        self.follows = follows

    def _target(self, username: str):
        user = self.users.find_by_username(username)
        if user is None:
            raise ManagerError("profile", "not found", 404)
        return user

    def view(self, username: str, viewer=None) -> dict:
        user = self._target(username)
        following = viewer is not None and self.follows.is_following(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, viewer, username: str) -> dict:
        self.follows.add(viewer.id, self._target(username).id)
        return self.view(username, viewer)

    def unfollow(self, viewer, username: str) -> dict:
        self.follows.remove(viewer.id, self._target(username).id)
        return self.view(username, viewer)
