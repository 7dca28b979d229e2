from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models.profile import User


class UserRepository:
    def __init__(self, db: Session):
        self.db = db

    def by_username(self, username: str) -> User | None:
        return self.db.scalar(select(User).where(User.username == username))
