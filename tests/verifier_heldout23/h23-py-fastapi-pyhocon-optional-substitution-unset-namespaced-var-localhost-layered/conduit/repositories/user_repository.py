from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import User


class UserRepository:
    def __init__(self, session: Session):
        self._session = session

    def get(self, user_id: int) -> User | None:
        return self._session.get(User, user_id)

    def find_by_email(self, email: str) -> User | None:
        return self._session.scalars(select(User).where(User.email == email)).first()

    def find_by_username(self, username: str) -> User | None:
        return self._session.scalars(select(User).where(User.username == username)).first()

    def insert(self, user: User) -> User:
        self._session.add(user)
        self._session.commit()
        return user
