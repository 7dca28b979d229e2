from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import User


def by_username(session: Session, username: str) -> User | None:
    return session.scalar(select(User).where(User.username == username))


def save(session: Session, user: User) -> User:
    session.add(user)
    session.commit()
    session.refresh(user)
    return user
