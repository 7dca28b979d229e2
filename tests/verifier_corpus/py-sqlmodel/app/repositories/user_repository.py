from sqlmodel import select

from app.database import session
from app.models.user import User


class UserRepository:
    def get_by_username(self, username: str) -> User | None:
        with session() as s:
            return s.exec(select(User).where(User.username == username)).first()

    def add(self, user: User) -> User:
        with session() as s:
            s.add(user)
            s.commit()
            s.refresh(user)
            return user
