from sqlalchemy import delete, select

from conduit_api.models import Follow, User
from conduit_api.repositories.database import session_scope


class UserRepository:
    def by_id(self, user_id: int) -> User | None:
        with session_scope() as s:
            return s.get(User, user_id)

    def by_username(self, username: str) -> User | None:
        with session_scope() as s:
            return s.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        with session_scope() as s:
            return s.get(Follow, (follower_id, followee_id)) is not None

    def follow(self, follower_id: int, followee_id: int) -> None:
        with session_scope() as s:
            if s.get(Follow, (follower_id, followee_id)) is None:
                s.add(Follow(follower_id=follower_id, followee_id=followee_id))

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        with session_scope() as s:
            s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                           Follow.followee_id == followee_id))
