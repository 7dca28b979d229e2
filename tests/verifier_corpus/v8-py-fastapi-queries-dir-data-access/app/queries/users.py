from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import User


class UserQueries:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))
