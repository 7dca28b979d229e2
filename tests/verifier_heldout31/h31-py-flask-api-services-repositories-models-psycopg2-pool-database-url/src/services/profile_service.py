from models.profile import Profile
from repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, repository: ProfileRepository):
        self.repository = repository

    def get(self, username: str, viewer_id: int | None = None) -> Profile:
        profile = self.repository.find(username, viewer_id)
        if profile is None:
            raise ProfileNotFound(username)
        return profile

    def follow(self, viewer_id: int, username: str) -> Profile:
        target = self.get(username, viewer_id)
        self.repository.follow(viewer_id, target.id)
        return self.get(username, viewer_id)

    def unfollow(self, viewer_id: int, username: str) -> Profile:
        target = self.get(username, viewer_id)
        self.repository.unfollow(viewer_id, target.id)
        return self.get(username, viewer_id)
