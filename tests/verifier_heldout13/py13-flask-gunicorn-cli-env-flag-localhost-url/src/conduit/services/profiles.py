from conduit.repositories.profiles import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repo: ProfileRepository):
        self._repo = repo

    def get(self, username: str, viewer_id: int | None) -> dict:
        user = self._repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and self._repo.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self._repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self._repo.follow(viewer_id, user.id)
        return self.get(username, viewer_id)
