from app.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repo=None):
        self.repo = repo or ProfileRepository()

    def get(self, username, viewer_id=None):
        user = self.repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id and self.repo.is_following(viewer_id, user.id))
        return {"username": user.username, "bio": user.bio, "image": None, "following": following}

    def follow(self, username, viewer_id):
        user = self.repo.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.repo.follow(viewer_id, user.id)
        return self.get(username, viewer_id)
