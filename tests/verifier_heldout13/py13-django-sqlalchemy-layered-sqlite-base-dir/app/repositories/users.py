from sqlalchemy import or_, select

from app.db import Session
from app.models import User


def by_email(email: str) -> User | None:
    return Session.scalar(select(User).where(User.email == email))


def exists(username: str, email: str) -> bool:
    return Session.scalar(select(User.id).where(or_(User.username == username, User.email == email))) is not None


def create(user: User) -> User:
    Session.add(user)
    Session.commit()
    return user
