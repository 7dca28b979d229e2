from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import NotFound


class ProfileService:
    def __init__(self, users: UserRepository):
        self.users = users

    def as_profile(self, user, viewer):
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": viewer is not None and self.users.is_following(viewer, user.id)}

    def get(self, username, viewer):
        user = self.users.by_username(username)
        if user is None:
            raise NotFound(username)
        return self.as_profile(user, viewer)
