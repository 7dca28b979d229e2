from blog.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repo=None):
        self.repo = repo or ProfileRepository()

    def view(self, username, viewer_id=None):
        profile = self.repo.by_username(username)
        if profile is None:
            raise ProfileNotFound(username)
        following = bool(viewer_id) and self.repo.is_following(viewer_id, profile.id)
        return {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": following}
