from sqlalchemy import select

from conduit.entities import User
from conduit.extensions import db


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def stage(self, user: User) -> User:
        db.session.add(user)
        return user

    def taken(self, field: str, value: str, except_id: int) -> bool:
        column = getattr(User, field)
        return db.session.scalar(select(User.id).where(column == value, User.id != except_id)) is not None
