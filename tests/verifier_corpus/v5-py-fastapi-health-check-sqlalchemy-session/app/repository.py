import hashlib

from sqlalchemy import select

from app.database import SessionLocal
from app.models import Article, User


def hash_password(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def add_user(username: str, email: str, password: str) -> User:
    with SessionLocal() as session:
        user = User(username=username, email=email, password_hash=hash_password(password), bio="")
        session.add(user)
        session.commit()
        session.refresh(user)
        return user


def user_by_email(email: str) -> User | None:
    with SessionLocal() as session:
        return session.scalars(select(User).where(User.email == email)).first()


def all_articles() -> list[Article]:
    with SessionLocal() as session:
        return list(session.scalars(select(Article)))
