from conduit.repositories import user_repository


class ProfileNotFound(Exception):
    pass


def view(username, viewer=None):
    user = user_repository.find_by_username(username)
    if user is None:
        raise ProfileNotFound(username)
    following = viewer is not None and user_repository.is_following(viewer.id, user.id)
    return user, following


def set_following(viewer, username, on):
    user = user_repository.find_by_username(username)
    if user is None:
        raise ProfileNotFound(username)
    (user_repository.follow if on else user_repository.unfollow)(viewer.id, user.id)
    return user, on
