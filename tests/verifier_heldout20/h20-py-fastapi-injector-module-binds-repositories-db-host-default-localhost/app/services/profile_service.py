from injector import inject

from app.repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    @inject
    def __init__(self, profiles: ProfileRepository):
        self.profiles = profiles

    def get(self, username: str, viewer_id: int | None) -> dict:
        user = self.profiles.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and self.profiles.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.profiles.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.profiles.follow(viewer_id, user.id)
        return self.get(username, viewer_id)
