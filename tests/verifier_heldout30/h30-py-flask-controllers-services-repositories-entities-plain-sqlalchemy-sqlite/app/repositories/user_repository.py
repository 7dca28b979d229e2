from sqlalchemy import or_, select

from app.entities import User


class UserRepository:
    def __init__(self, session) -> None:
        self._session = session

    def get(self, user_id: int) -> User | None:
        return self._session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self._session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return self._session.scalar(select(User).where(User.username == username))

    def exists(self, email: str, username: str) -> bool:
        stmt = select(User.id).where(or_(User.email == email, User.username == username))
        return self._session.scalar(stmt) is not None

    def add(self, user: User) -> User:
        self._session.add(user)
        self._session.commit()
        return user
