from sqlalchemy import select

from conduit.entities import User
from conduit.extensions import db


class UserGateway:
    def by_id(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return db.session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return db.session.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user

    def save(self) -> None:
        db.session.commit()
