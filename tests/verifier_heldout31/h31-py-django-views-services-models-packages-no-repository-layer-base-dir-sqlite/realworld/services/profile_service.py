from realworld.models import Follow, Profile


class ProfileNotFound(Exception):
    pass


def _load(username: str) -> Profile:
    try:
        return Profile.objects.get(username=username)
    except Profile.DoesNotExist as exc:
        raise ProfileNotFound(username) from exc


def get_profile(username: str, viewer: str | None) -> dict:
    profile = _load(username)
    following = bool(viewer) and Follow.objects.filter(
        follower__username=viewer, followed=profile
    ).exists()
    return {"username": profile.username, "bio": profile.bio, "image": profile.image,
            "following": following}


def follow(viewer: str, username: str) -> dict:
    target = _load(username)
    Follow.objects.get_or_create(follower=_load(viewer), followed=target)
    return get_profile(username, viewer)


def unfollow(viewer: str, username: str) -> dict:
    target = _load(username)
    Follow.objects.filter(follower__username=viewer, followed=target).delete()
    return get_profile(username, viewer)
