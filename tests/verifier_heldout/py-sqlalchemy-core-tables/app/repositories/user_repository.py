from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from app.models.tables import users
from app.models.user import User


def _user(row) -> User | None:
    return User(**row._mapping) if row else None


class UserRepository:
    def __init__(self, db: Session) -> None:
        self.db = db

    def get_by_id(self, user_id: int) -> User | None:
        return _user(self.db.execute(select(users).where(users.c.id == user_id)).first())

    def get_by_email(self, email: str) -> User | None:
        return _user(self.db.execute(select(users).where(users.c.email == email)).first())

    def get_by_username(self, username: str) -> User | None:
        return _user(self.db.execute(select(users).where(users.c.username == username)).first())

    def add(self, user: User) -> User:
        values = {k: v for k, v in vars(user).items() if k != "id"}
        user_id = self.db.execute(insert(users).values(**values)).inserted_primary_key[0]
        self.db.commit()
        return self.get_by_id(user_id)
