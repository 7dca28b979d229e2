from sqlalchemy import select

from conduit.db import Session
from conduit.models import User


class UserRepository:
    def by_email(self, email: str) -> User | None:
        return Session.scalar(select(User).where(User.email == email))

    def taken(self, username: str, email: str) -> bool:
        stmt = select(User.id).where((User.username == username) | (User.email == email))
        return Session.scalar(stmt) is not None

    def add(self, user: User) -> User:
        Session.add(user)
        Session.commit()
        return user
