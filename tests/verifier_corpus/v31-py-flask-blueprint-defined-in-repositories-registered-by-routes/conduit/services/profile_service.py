from conduit.repositories import profile_repository


class ProfileNotFound(Exception):
    pass


def get_profile(username: str) -> dict:
    profile = profile_repository.by_username(username)
    if profile is None:
        raise ProfileNotFound(username)
    return {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": False}
