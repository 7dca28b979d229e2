from conduit.repositories import users


def get_profile(username: str) -> dict | None:
    user = users.by_username(username)
    if user is None:
        return None
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
