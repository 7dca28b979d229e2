from conduit.repositories import users


class ProfileNotFound(Exception):
    pass


def get_profile(username: str, viewer_id: int | None):
    user = users.by_username(username)
    if user is None:
        raise ProfileNotFound(username)
    following = viewer_id is not None and users.is_following(viewer_id, user.id)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def follow(username: str, viewer_id: int):
    user = users.by_username(username)
    if user is None:
        raise ProfileNotFound(username)
    if not users.is_following(viewer_id, user.id):
        users.add_follow(viewer_id, user.id)
    return get_profile(username, viewer_id)
