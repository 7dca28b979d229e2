from ..models import Profile
from ..repositories.profile_repository import ProfileRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, profiles: ProfileRepository):
        self.profiles = profiles

    def get(self, username: str, viewer_id: int | None) -> Profile:
        found = self.profiles.find(username, viewer_id)
        if found is None:
            raise ProfileNotFound(username)
        return found[1]

    def follow(self, username: str, viewer_id: int) -> Profile:
        found = self.profiles.find(username, viewer_id)
        if found is None:
            raise ProfileNotFound(username)
        self.profiles.follow(viewer_id, found[0])
        found[1].following = True
        return found[1]

    def unfollow(self, username: str, viewer_id: int) -> Profile:
        found = self.profiles.find(username, viewer_id)
        if found is None:
            raise ProfileNotFound(username)
        self.profiles.unfollow(viewer_id, found[0])
        found[1].following = False
        return found[1]
