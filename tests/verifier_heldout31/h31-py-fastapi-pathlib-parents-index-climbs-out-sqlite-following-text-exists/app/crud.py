from sqlalchemy import delete, select, text
from sqlalchemy.orm import Session

from app.models import Follow, User


def get_user_by_username(db: Session, username: str) -> User | None:
    return db.scalar(select(User).where(User.username == username))


def is_following(db: Session, follower_id: int, followed_id: int) -> bool:
    row = db.execute(
        text("SELECT 1 FROM follows WHERE follower_id = :a AND followed_id = :b LIMIT 1"),
        {"a": follower_id, "b": followed_id},
    ).first()
    return row is not None


def follow(db: Session, follower_id: int, followed_id: int) -> None:
    if not is_following(db, follower_id, followed_id):
        db.add(Follow(follower_id=follower_id, followed_id=followed_id))
        db.commit()


def unfollow(db: Session, follower_id: int, followed_id: int) -> None:
    db.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                    Follow.followed_id == followed_id))
    db.commit()
