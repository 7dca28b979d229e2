from conduit.models import Profile
from conduit.repositories import profile_repository


class ProfileNotFound(Exception):
    pass


def get_profile(username: str) -> Profile:
    profile = profile_repository.find(username)
    if profile is None:
        raise ProfileNotFound(username)
    return profile
