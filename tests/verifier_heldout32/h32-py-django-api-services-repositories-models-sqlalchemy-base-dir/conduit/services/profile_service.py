from conduit.repositories import user_repository


class ProfileNotFound(Exception):
    pass


def get_profile(username: str, viewer_id: int | None = None) -> dict:
    user = user_repository.find_by_username(username)
    if user is None:
        raise ProfileNotFound(username)
    following = viewer_id is not None and user_repository.is_following(viewer_id, user.id)
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": following}
