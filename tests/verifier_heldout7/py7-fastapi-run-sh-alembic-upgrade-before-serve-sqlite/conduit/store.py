from sqlalchemy import select

from conduit.db import Session
from conduit.models import Tag, User


def find_user_by_email(email: str) -> User | None:
    with Session() as s:
        return s.scalar(select(User).where(User.email == email))


def find_user(username: str) -> User | None:
    with Session() as s:
        return s.scalar(select(User).where(User.username == username))


def create_user(username: str, email: str, password_hash: str) -> User:
    with Session() as s, s.begin():
        user = User(username=username, email=email, password_hash=password_hash)
        s.add(user)
    return user


def tag_names() -> list[str]:
    with Session() as s:
        return list(s.scalars(select(Tag.name).order_by(Tag.name)))
