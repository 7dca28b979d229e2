from conduit.repositories import follow_repository, user_repository


def _profile(user, viewer):
    following = viewer is not None and follow_repository.exists(viewer, user.id)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def get_profile(username, viewer):
    return _profile(user_repository.get_by_username(username), viewer)


def follow(viewer, username):
    user = user_repository.get_by_username(username)
    follow_repository.add(viewer, user.id)
    return _profile(user, viewer)
