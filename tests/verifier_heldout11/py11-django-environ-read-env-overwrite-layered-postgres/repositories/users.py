from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from models import User


def get(session: Session, user_id: int) -> User | None:
    return session.get(User, user_id)


def by_email(session: Session, email: str) -> User | None:
    return session.scalar(select(User).where(User.email == email))


def exists(session: Session, username: str, email: str) -> bool:
    return session.scalar(
        select(User.id).where(or_(User.username == username, User.email == email))
    ) is not None


def add(session: Session, user: User) -> User:
    session.add(user)
    session.flush()
    return user
