from sqlalchemy import select

from ..extensions import db
from ..models import User, Follow


class UserRepository:
    def get_by_id(self, user_id):
        return db.session.get(User, user_id)

    def get_by_email(self, email):
        return db.session.scalar(select(User).where(User.email == email))

    def get_by_username(self, username):
        return db.session.scalar(select(User).where(User.username == username))

    def add(self, user):
        db.session.add(user)
        db.session.commit()
        return user

    def save(self, user):
        db.session.commit()
        return user
