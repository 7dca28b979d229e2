from sqlalchemy import or_, select

from ..models import User


class UserDao:
    def __init__(self, session_factory):
        self._session = session_factory

    def find_by_id(self, user_id: int) -> User | None:
        return self._session().get(User, user_id)

    def find_by_email(self, email: str) -> User | None:
        return self._session().scalar(select(User).where(User.email == email))

    def find_by_username(self, username: str) -> User | None:
        return self._session().scalar(select(User).where(User.username == username))

    def taken(self, username: str, email: str) -> bool:
        stmt = select(User.id).where(or_(User.username == username, User.email == email))
        return self._session().scalar(stmt) is not None

    def insert(self, user: User) -> User:
        session = self._session()
        session.add(user)
        session.commit()
        return user

    def commit(self) -> None:
        self._session().commit()
