from sqlalchemy import delete, select

from conduit.db import SessionLocal
from conduit.entities import Follow, User


class ProfileRepository:
    def by_username(self, username: str) -> User | None:
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        with SessionLocal() as s:
            return s.get(Follow, (follower_id, followee_id)) is not None

    def follow(self, follower_id: int, followee_id: int) -> None:
        with SessionLocal.begin() as s:
            if s.get(Follow, (follower_id, followee_id)) is None:
                s.add(Follow(follower_id=follower_id, followee_id=followee_id))

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        with SessionLocal.begin() as s:
            s.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id))
