from sqlalchemy import select

from conduit.extensions import db
from conduit.models import User


def get_by_id(user_id: int) -> User | None:
    return db.session.get(User, user_id)


def get_by_email(email: str) -> User | None:
    return db.session.scalar(select(User).where(User.email == email))


def get_by_username(username: str) -> User | None:
    return db.session.scalar(select(User).where(User.username == username))


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user


def set_following(viewer: User, user: User, on: bool) -> None:
    if on and user not in viewer.following:
        viewer.following.append(user)
    if not on and user in viewer.following:
        viewer.following.remove(user)
    db.session.commit()
