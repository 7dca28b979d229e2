from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.models import User


class UserRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))
