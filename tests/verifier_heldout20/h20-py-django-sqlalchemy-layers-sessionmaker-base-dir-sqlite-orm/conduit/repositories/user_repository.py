from sqlalchemy import or_, select

from conduit.db import SessionLocal
from conduit.models import User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        with SessionLocal() as s:
            return s.get(User, user_id)

    def find_by_email(self, email: str) -> User | None:
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.email == email))

    def exists(self, username: str, email: str) -> bool:
        with SessionLocal() as s:
            return s.scalar(select(User.id).where(or_(User.username == username, User.email == email))) is not None

    def create(self, **fields) -> User:
        with SessionLocal.begin() as s:
            user = User(**fields)
            s.add(user)
        return user
