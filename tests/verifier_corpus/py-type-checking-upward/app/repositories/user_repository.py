from typing import TYPE_CHECKING

from sqlalchemy import select

from app.database import SessionLocal
from app.models.user import User

if TYPE_CHECKING:
    from app.services.user_service import UserService


class UserRepository:
    def get_by_username(self, username: str) -> User | None:
        with SessionLocal() as session:
            return session.scalars(select(User).where(User.username == username)).first()

    def add(self, user: User) -> User:
        with SessionLocal() as session:
            session.add(user)
            session.commit()
            session.refresh(user)
            return user
