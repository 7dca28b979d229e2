from sqlalchemy import select

from conduit.db import Session
from conduit.models import User


def find_by_email(email: str):
    with Session() as session:
        return session.scalars(select(User).where(User.email == email).limit(1)).first()


def find_by_username(username: str):
    with Session() as session:
        return session.scalars(select(User).where(User.username == username).limit(1)).first()


def insert(username: str, email: str, password_hash: str):
    with Session() as session, session.begin():
        user = User(username=username, email=email, password_hash=password_hash, bio="")
        session.add(user)
    return user
