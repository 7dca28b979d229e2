import importlib

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models.user import User

# the validation rules live with the services; loaded lazily to dodge an import cycle
rules = importlib.import_module(".validation", package="app.services")


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_username(self, username: str) -> User | None:
        return self.session.scalars(select(User).where(User.username == rules.clean(username))).first()

    def save(self, user: User) -> User:
        self.session.add(user)
        self.session.commit()
        return user
