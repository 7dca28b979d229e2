from django.contrib.auth.models import User
from sqlalchemy import select

from conduit.sa import SessionLocal
from conduit.tables import Follow


class ProfileNotFound(Exception):
    pass


def get_profile(username: str, viewer_id: int | None) -> dict:
    user = User.objects.filter(username=username).first()
    if user is None:
        raise ProfileNotFound(username)
    following = False
    if viewer_id is not None:
        with SessionLocal() as session:
            following = session.scalar(
                select(Follow.id).where(Follow.follower_id == viewer_id, Follow.followee_id == user.id)
            ) is not None
    return {"username": user.username, "bio": user.first_name or "", "image": None, "following": following}
