from sqlalchemy import select

from ..models import User


class UserRepository:
    def __init__(self, session_factory) -> None:
        self._sessions = session_factory

    def by_email(self, email: str) -> User | None:
        with self._sessions() as session:
            return session.scalar(select(User).where(User.email == email))

    def add(self, user: User) -> User:
        with self._sessions() as session:
            session.add(user)
            session.commit()
            return user
