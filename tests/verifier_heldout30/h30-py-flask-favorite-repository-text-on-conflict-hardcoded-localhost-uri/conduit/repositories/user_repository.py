from conduit.extensions import db
from conduit.models import User


class UserRepository:
    def get(self, user_id):
        return db.session.get(User, user_id)

    def find_by_email(self, email):
        return User.query.filter_by(email=email).first()

    def create(self, **fields):
        user = User(**fields)
        db.session.add(user)
        db.session.commit()
        return user
