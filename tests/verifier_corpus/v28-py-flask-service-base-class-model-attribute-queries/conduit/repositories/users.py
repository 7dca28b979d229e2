from conduit.extensions import db
from conduit.models.user import User


def by_username(username: str) -> User | None:
    return db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user
