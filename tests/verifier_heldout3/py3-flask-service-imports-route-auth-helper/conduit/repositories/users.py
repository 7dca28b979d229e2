from conduit.db import db
from conduit.models import User


def get(user_id: int) -> User | None:
    return db.session.get(User, user_id)


def find(**by) -> User | None:
    return db.session.execute(db.select(User).filter_by(**by)).scalar_one_or_none()


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user
