from sqlalchemy import exists, select

from conduit_api.engine import new_session
from conduit_api.models import Follow, Profile


def find(username: str) -> Profile | None:
    with new_session() as s:
        return s.scalar(select(Profile).where(Profile.username == username))


def is_following(follower_id: int, followee_id: int) -> bool:
    with new_session() as s:
        return bool(s.scalar(select(exists().where(Follow.follower_id == follower_id,
                                                  Follow.followee_id == followee_id))))
