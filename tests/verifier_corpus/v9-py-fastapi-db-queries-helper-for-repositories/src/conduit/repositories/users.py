from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.db.queries import one_or_none
from conduit.models import User


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_username(self, username: str) -> User | None:
        return one_or_none(self.session, select(User).where(User.username == username))
