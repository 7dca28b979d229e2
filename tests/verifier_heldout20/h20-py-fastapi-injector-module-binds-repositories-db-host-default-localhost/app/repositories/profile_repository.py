from sqlalchemy import delete, select
from sqlalchemy.orm import sessionmaker

from app.models import Follow, User


class ProfileRepository:
    def __init__(self, sessions: sessionmaker):
        self._sessions = sessions

    def by_username(self, username: str) -> User | None:
        with self._sessions() as s:
            return s.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        with self._sessions() as s:
            return s.get(Follow, (follower_id, followed_id)) is not None

    def follow(self, follower_id: int, followed_id: int) -> None:
        with self._sessions.begin() as s:
            if s.get(Follow, (follower_id, followed_id)) is None:
                s.add(Follow(follower_id=follower_id, followed_id=followed_id))

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        with self._sessions.begin() as s:
            s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                           Follow.followed_id == followed_id))
