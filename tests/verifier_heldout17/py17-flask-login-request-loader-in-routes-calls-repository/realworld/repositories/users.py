from sqlalchemy import select

from realworld.models.user import User
from realworld.repositories.session import Session


class UserRepository:
    def by_id(self, user_id):
        return Session.get(User, user_id)

    def by_email(self, email):
        return Session.scalar(select(User).where(User.email == email))

    def add(self, user):
        Session.add(user)
        Session.commit()
        return user
