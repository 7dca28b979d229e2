from sqlalchemy import or_, select

from api.db import SessionLocal
from api.models import User


def find_by_email(email: str) -> User | None:
    with SessionLocal() as session:
        return session.scalars(select(User).where(User.email == email)).first()


def exists(username: str, email: str) -> bool:
    with SessionLocal() as session:
        return session.scalar(select(User.id).where(or_(User.username == username, User.email == email))) is not None


def create(username: str, email: str, password_hash: str) -> User:
    with SessionLocal() as session:
        user = User(username=username, email=email, password=password_hash)
        session.add(user)
        session.commit()
        return user
