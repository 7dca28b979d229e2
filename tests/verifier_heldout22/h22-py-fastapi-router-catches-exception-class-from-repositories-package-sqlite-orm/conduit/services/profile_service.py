from conduit.repositories import ProfileRepository


class ProfileService:
    def __init__(self, repository: ProfileRepository):
        self.repository = repository

    def _view(self, user, viewer_id):
        following = viewer_id is not None and self.repository.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": following}

    def get(self, username: str, viewer_id: int | None) -> dict:
        return self._view(self.repository.get_user(username), viewer_id)

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.repository.get_user(username)
        self.repository.follow(viewer_id, user.id)
        return self._view(user, viewer_id)

    def unfollow(self, username: str, viewer_id: int) -> dict:
        user = self.repository.get_user(username)
        self.repository.unfollow(viewer_id, user.id)
        return self._view(user, viewer_id)
