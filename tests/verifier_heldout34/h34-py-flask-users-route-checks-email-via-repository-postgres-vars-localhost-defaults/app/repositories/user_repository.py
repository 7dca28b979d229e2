from sqlalchemy import select

from ..database import db
from ..models import User


class UserRepository:
    def find_by_email(self, email):
        return db.session.scalar(select(User).where(User.email == email))

    def find_by_username(self, username):
        return db.session.scalar(select(User).where(User.username == username))

    def save(self, user):
        db.session.add(user)
        db.session.commit()
        return user
