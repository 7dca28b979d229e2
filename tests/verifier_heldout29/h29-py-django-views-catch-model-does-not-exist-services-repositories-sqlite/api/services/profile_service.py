from api.repositories import profile_repository


def get_profile(username: str) -> dict:
    profile = profile_repository.get_by_username(username)
    return {"username": profile.username, "bio": profile.bio, "image": profile.image, "following": False}
