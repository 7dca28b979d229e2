from sqlalchemy import select

from conduit.extensions import db
from conduit.models import User


class UserRepository:
    def by_email(self, email):
        return db.session.scalar(select(User).where(User.email == email))

    def add(self, user):
        db.session.add(user)
        db.session.commit()
        return user
