from conduit.repositories import profiles as repo


class NotFound(Exception):
    pass


def get_profile(username: str, viewer: str | None = None) -> dict:
    profile = repo.by_username(username)
    if profile is None:
        raise NotFound(username)
    viewer_profile = repo.by_username(viewer) if viewer else None
    following = bool(viewer_profile and repo.is_following(viewer_profile, profile))
    return {"username": profile.username, "bio": profile.bio, "image": None, "following": following}
