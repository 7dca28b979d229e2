from sqlalchemy import delete, select

from realworld.db import SessionLocal
from realworld.models import Follow, User


class UserRepository:
    def by_username(self, username: str) -> User | None:
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, following_id: int) -> bool:
        with SessionLocal() as s:
            return s.get(Follow, (follower_id, following_id)) is not None

    def follow(self, follower_id: int, following_id: int) -> None:
        with SessionLocal.begin() as s:
            if s.get(Follow, (follower_id, following_id)) is None:
                s.add(Follow(follower_id=follower_id, following_id=following_id))

    def unfollow(self, follower_id: int, following_id: int) -> None:
        with SessionLocal.begin() as s:
            s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                           Follow.following_id == following_id))
