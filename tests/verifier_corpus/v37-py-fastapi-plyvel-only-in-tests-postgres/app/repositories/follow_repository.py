from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Follow


def is_following(db: Session, follower_id: int, followed_id: int) -> bool:
    return db.get(Follow, (follower_id, followed_id)) is not None


def follow(db: Session, follower_id: int, followed_id: int) -> None:
    if db.get(Follow, (follower_id, followed_id)) is None:
        db.add(Follow(follower_id=follower_id, followed_id=followed_id))
        db.commit()


def unfollow(db: Session, follower_id: int, followed_id: int) -> None:
    row = db.get(Follow, (follower_id, followed_id))
    if row is not None:
        db.delete(row)
        db.commit()


def followed_ids(db: Session, follower_id: int) -> list[int]:
    return list(db.scalars(select(Follow.followed_id).where(Follow.follower_id == follower_id)))
