from conduit.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users=None):
        self.users = users or UserRepository()

    def profile_of(self, user, viewer_id=None):
        following = bool(viewer_id) and self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, viewer_id, username):
        user = self.users.get_by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.users.follow(viewer_id, user.id)
        return self.profile_of(user, viewer_id)
