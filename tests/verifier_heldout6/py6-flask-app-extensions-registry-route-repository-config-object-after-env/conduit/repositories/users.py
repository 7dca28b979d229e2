from conduit.models import User


class UserRepository:
    def __init__(self, db):
        self.db = db

    def get(self, user_id):
        return self.db.session.get(User, user_id)

    def by_email(self, email):
        return self.db.session.execute(self.db.select(User).filter_by(email=email)).scalar_one_or_none()

    def by_username(self, username):
        return self.db.session.execute(self.db.select(User).filter_by(username=username)).scalar_one_or_none()

    def save(self, user):
        self.db.session.add(user)
        self.db.session.commit()
        return user
