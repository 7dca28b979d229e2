from conduit.extensions import db
from conduit.models.user import User


def find_by_email(email: str) -> User | None:
    return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()


def find_by_username(username: str) -> User | None:
    return User.query.filter_by(username=username).first()


def find_by_id(user_id: int) -> User | None:
    return db.session.get(User, user_id)


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user
