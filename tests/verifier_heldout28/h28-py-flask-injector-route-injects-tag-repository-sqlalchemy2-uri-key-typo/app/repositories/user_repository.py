from app.extensions import db
from app.models import User


class UserRepository:
    def get(self, user_id):
        return User.query.get(user_id)

    def by_email(self, email):
        return User.query.filter_by(email=email).first()

    def by_username(self, username):
        return User.query.filter_by(username=username).first()

    def add(self, user):
        db.session.add(user)
        db.session.commit()
        return user

    def commit(self):
        db.session.commit()
