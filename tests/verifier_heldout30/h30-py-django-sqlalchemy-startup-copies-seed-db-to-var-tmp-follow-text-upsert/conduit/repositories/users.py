from sqlalchemy import select

from conduit.models import User
from conduit.repositories.db import Session


class UserRepository:
    def get(self, user_id: int) -> User | None:
        with Session() as s:
            return s.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        with Session() as s:
            return s.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        with Session() as s:
            return s.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        with Session.begin() as s:
            s.add(user)
        return user
