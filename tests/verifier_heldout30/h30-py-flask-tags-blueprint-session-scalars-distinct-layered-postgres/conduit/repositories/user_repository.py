from conduit.extensions import db
from conduit.models import Follow, User


def get_by_id(user_id: int) -> User | None:
    return db.session.get(User, user_id)


def get_by_username(username: str) -> User | None:
    return db.session.scalar(db.select(User).filter_by(username=username))


def get_by_email(email: str) -> User | None:
    return db.session.scalar(db.select(User).filter_by(email=email))


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user


def is_following(follower_id: int, followed_id: int) -> bool:
    return db.session.get(Follow, (follower_id, followed_id)) is not None


def follow(follower_id: int, followed_id: int) -> None:
    if not is_following(follower_id, followed_id):
        db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
        db.session.commit()


def unfollow(follower_id: int, followed_id: int) -> None:
    row = db.session.get(Follow, (follower_id, followed_id))
    if row is not None:
        db.session.delete(row)
        db.session.commit()
