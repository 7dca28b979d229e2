from conduit.extensions import db
from conduit.models import User


class UserRepository:
    def get_by_email(self, email):
        return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()

    def get(self, user_id):
        return db.session.get(User, user_id)

    def add(self, user):
        db.session.add(user)
        db.session.commit()
        return user
