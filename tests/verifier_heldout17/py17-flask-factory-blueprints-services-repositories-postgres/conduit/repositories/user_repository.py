from conduit.extensions import db
from conduit.models import User


class UserRepository:
    def get_by_email(self, email):
        return db.session.scalar(db.select(User).where(User.email == email))

    def get_by_username(self, username):
        return db.session.scalar(db.select(User).where(User.username == username))

    def get(self, user_id):
        return db.session.get(User, user_id)

    def add(self, user):
        db.session.add(user)
        db.session.commit()
        return user

    def save(self):
        db.session.commit()
