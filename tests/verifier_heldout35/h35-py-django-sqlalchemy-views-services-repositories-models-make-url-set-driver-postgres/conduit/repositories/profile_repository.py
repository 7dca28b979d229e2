from sqlalchemy import delete, exists, select

from conduit.db import SessionLocal
from conduit.models import Follow, User


class ProfileRepository:
    def by_username(self, username: str) -> User | None:
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        with SessionLocal() as s:
            return bool(s.scalar(select(exists().where(Follow.follower_id == follower_id,
                                                       Follow.followee_id == followee_id))))

    def follow(self, follower_id: int, followee_id: int) -> None:
        with SessionLocal() as s:
            s.merge(Follow(follower_id=follower_id, followee_id=followee_id))
            s.commit()

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        with SessionLocal() as s:
            s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                           Follow.followee_id == followee_id))
            s.commit()
