from conduit.extensions import db
from conduit.models import User


def get_by_id(user_id: int) -> User | None:
    return db.session.get(User, user_id)


def get_by_email(email: str) -> User | None:
    return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()


def get_by_username(username: str) -> User | None:
    return db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()


def save(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user
