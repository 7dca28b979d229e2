from conduit.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repo: ProfileRepository | None = None):
        self.repo = repo or ProfileRepository()

    def get(self, username: str, viewer_id: int | None) -> dict:
        user = self.repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id) and self.repo.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.repo.follow(viewer_id, user.id)
        return self.get(username, viewer_id)
