from conduit.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def get_profile(self, username, viewer_id=None):
        user = self.users.get_by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return user, self._following(user, viewer_id)

    def follow(self, viewer_id, username):
        user = self.users.get_by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.users.follow(viewer_id, user.id)
        return user, True

    def _following(self, user, viewer_id):
        return bool(viewer_id) and self.users.is_following(viewer_id, user.id)
