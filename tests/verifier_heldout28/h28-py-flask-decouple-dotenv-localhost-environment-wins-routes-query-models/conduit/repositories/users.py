from sqlalchemy import select

from conduit.extensions import db
from conduit.models import User


def get(user_id: int) -> User | None:
    return db.session.get(User, user_id)


def by_email(email: str) -> User | None:
    return db.session.scalar(select(User).where(User.email == email))


def by_username(username: str) -> User | None:
    return db.session.scalar(select(User).where(User.username == username))


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user


def commit() -> None:
    db.session.commit()
