from ..models import Profile
from ..repositories import profile_repository


def get_profile(username, viewer_id=None):
    user = profile_repository.find_user(username)
    if user is None:
        return None
    following = bool(viewer_id) and profile_repository.is_following(viewer_id, user["id"])
    return Profile(user["username"], user["bio"], user["image"], following)
