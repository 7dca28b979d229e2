from conduit_api.data import profiles


def profile_view(username: str, viewer_id: int | None = None) -> dict | None:
    p = profiles.find(username)
    if p is None:
        return None
    following = viewer_id is not None and profiles.is_following(viewer_id, p.id)
    return {"username": p.username, "bio": p.bio, "image": p.image, "following": following}
