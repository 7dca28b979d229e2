from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import User


def get_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == email))


def create(db: Session, **fields) -> User:
    user = User(**fields)
    db.add(user)
    db.commit()
    return user
