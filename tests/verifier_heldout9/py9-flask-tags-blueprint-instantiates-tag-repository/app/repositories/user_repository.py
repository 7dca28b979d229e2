from ..database import db
from ..models import User


class UserRepository:
    def find_by_email(self, email):
        return User.query.filter_by(email=email).first()

    def find_by_username(self, username):
        return User.query.filter_by(username=username).first()

    def create(self, **fields):
        user = User(**fields)
        db.session.add(user)
        db.session.commit()
        return user
