from conduit.repositories.follows import FollowRepository
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError


class ProfileService:
    def __init__(self, users: UserRepository | None = None, follows: FollowRepository | None = None):
        self.users = users or UserRepository()
        self.follows = follows or FollowRepository()

    def _target(self, username):
        user = self.users.by_username(username)
        if user is None:
            raise ServiceError(404, "profile", "not found")
        return user

    def view(self, username, viewer):
        user = self._target(username)
        following = viewer is not None and self.follows.is_following(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, viewer, username):
        user = self._target(username)
        if user.id == viewer.id:
            raise ServiceError(422, "profile", "cannot follow yourself")
        self.follows.follow(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": True}

    def unfollow(self, viewer, username):
        user = self._target(username)
        self.follows.unfollow(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
