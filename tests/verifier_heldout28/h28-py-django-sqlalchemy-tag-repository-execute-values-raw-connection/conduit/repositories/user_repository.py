from sqlalchemy import select

from conduit.database import SessionFactory
from conduit.models import User


class UserRepository:
    def get(self, user_id):
        with SessionFactory() as session:
            return session.get(User, user_id)

    def by_email(self, email):
        with SessionFactory() as session:
            return session.scalar(select(User).where(User.email == email))

    def add(self, user):
        with SessionFactory() as session:
            session.add(user)
            session.commit()
            return user
