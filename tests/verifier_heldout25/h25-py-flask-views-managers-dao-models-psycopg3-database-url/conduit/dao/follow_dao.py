from sqlalchemy import delete, exists, select

from ..models import Follow


class FollowDao:
    def __init__(self, session_factory):
        self._session = session_factory

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        stmt = select(exists().where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
        return bool(self._session().scalar(stmt))

    def add(self, follower_id: int, followed_id: int) -> None:
        session = self._session()
        if session.get(Follow, (follower_id, followed_id)) is None:
            session.add(Follow(follower_id=follower_id, followed_id=followed_id))
        session.commit()

    def remove(self, follower_id: int, followed_id: int) -> None:
        session = self._session()
        session.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
        session.commit()
