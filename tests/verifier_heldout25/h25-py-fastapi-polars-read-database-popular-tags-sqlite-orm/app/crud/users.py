from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from ..models import User


def get(db: Session, user_id: int) -> User | None:
    return db.get(User, user_id)


def get_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == email))


def exists(db: Session, username: str, email: str) -> bool:
    return db.scalar(select(User.id).where(or_(User.username == username, User.email == email))) is not None


def create(db: Session, *, username: str, email: str, hashed_password: str) -> User:
    user = User(username=username, email=email, hashed_password=hashed_password)
    db.add(user)
    db.commit()
    return user
