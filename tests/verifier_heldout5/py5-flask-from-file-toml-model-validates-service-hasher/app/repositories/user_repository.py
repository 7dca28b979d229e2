from app.db import db
from app.models.user import User


def by_email(email: str) -> User | None:
    return db.session.scalar(db.select(User).where(User.email == email))


def by_username(username: str) -> User | None:
    return db.session.scalar(db.select(User).where(User.username == username))


def add(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user
