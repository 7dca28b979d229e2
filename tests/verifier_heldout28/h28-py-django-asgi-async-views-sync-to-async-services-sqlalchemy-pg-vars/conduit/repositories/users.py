from sqlalchemy import select

from conduit.db import Session
from conduit.models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return Session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return Session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return Session.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        Session.add(user)
        Session.commit()
        return user

    def commit(self) -> None:
        Session.commit()
