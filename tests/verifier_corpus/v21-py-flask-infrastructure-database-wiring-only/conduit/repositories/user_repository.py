from sqlalchemy import select

from conduit.infrastructure.database import db_session
from conduit.models import User


class UserRepository:
    def get_by_email(self, email: str) -> User | None:
        return db_session.scalar(select(User).where(User.email == email))

    def add(self, user: User) -> User:
        db_session.add(user)
        db_session.commit()
        return user
