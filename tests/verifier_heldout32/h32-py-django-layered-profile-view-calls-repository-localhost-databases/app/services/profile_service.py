from app.repositories import profile_repository


class ProfileNotFound(Exception):
    pass


def follow(follower, username):
    target = profile_repository.get_by_username(username)
    if target is None:
        raise ProfileNotFound(username)
    profile_repository.follow(follower, target)
    return target
