from sqlalchemy import or_, select

from ..database import SessionFactory
from ..models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        with SessionFactory() as s:
            return s.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        with SessionFactory() as s:
            return s.scalar(select(User).where(User.email == email))

    def exists(self, username: str, email: str) -> bool:
        with SessionFactory() as s:
            return s.scalar(select(User.id).where(or_(User.username == username, User.email == email))) is not None

    def add(self, user: User) -> User:
        with SessionFactory() as s:
            s.add(user)
            s.commit()
            return user
