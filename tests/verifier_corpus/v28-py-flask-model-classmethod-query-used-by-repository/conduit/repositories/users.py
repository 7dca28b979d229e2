from conduit.extensions import db
from conduit.models.user import User


def by_username(username: str) -> User | None:
    return User.by_username(username)


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user
