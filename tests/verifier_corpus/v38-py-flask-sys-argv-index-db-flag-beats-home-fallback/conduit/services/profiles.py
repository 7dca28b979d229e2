from conduit.repositories import users


def profile(username):
    user = users.by_username(username)
    if user is None:
        return None
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
