from datetime import datetime

from conduit.models.user import User


def timestamp(value: datetime) -> str:
    return value.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def profile_json(user: User, following: bool) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}
