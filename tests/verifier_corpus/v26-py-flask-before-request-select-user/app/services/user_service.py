from app.repositories import user_repository


def current_user_by_id(user_id):
    return user_repository.get_by_id(user_id)


def profile(username):
    user = user_repository.get_by_username(username)
    if user is None:
        return None
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": False}
