from sqlalchemy import select
from sqlalchemy.orm import Session, sessionmaker

from conduit.models import User


class UserRepository:
    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self.sessions = sessions

    def by_id(self, user_id: int) -> User | None:
        with self.sessions() as s:
            return s.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        with self.sessions() as s:
            return s.scalar(select(User).where(User.email == email))
