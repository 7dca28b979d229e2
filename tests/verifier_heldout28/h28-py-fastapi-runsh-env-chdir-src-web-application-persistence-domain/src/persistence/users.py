from sqlalchemy import select

from domain import User
from persistence.database import Session


class UserStore:
    def get(self, user_id: int) -> User | None:
        with Session() as s:
            return s.get(User, user_id)

    def find(self, *, email: str | None = None, username: str | None = None) -> User | None:
        stmt = select(User)
        if email is not None:
            stmt = stmt.where(User.email == email)
        if username is not None:
            stmt = stmt.where(User.username == username)
        with Session() as s:
            return s.scalar(stmt)

    def add(self, user: User) -> User:
        with Session() as s:
            s.add(user)
            s.commit()
            return user
