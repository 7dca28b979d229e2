from sqlalchemy import select

from ..infrastructure.db import Session
from ..models import User


class UserRepository:
    def by_email(self, email):
        return Session.scalar(select(User).where(User.email == email))

    def add(self, user):
        Session.add(user)
        Session.commit()
        return user
