from sqlalchemy import select

from conduit.models.user import User


class UserRepository:
    def __init__(self, session_factory):
        self.session_factory = session_factory

    def find_by_username(self, username: str) -> User | None:
        with self.session_factory() as session:
            return session.scalar(select(User).where(User.username == username))
