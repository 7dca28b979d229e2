from sqlalchemy import select

from conduit.database import Session
from conduit.entities import User


class UserRepository:
    def by_email(self, email: str) -> User | None:
        return Session.scalar(select(User).where(User.email == email))

    def by_id(self, user_id: int) -> User | None:
        return Session.get(User, user_id)

    def add(self, user: User) -> User:
        Session.add(user)
        Session.commit()
        return user
