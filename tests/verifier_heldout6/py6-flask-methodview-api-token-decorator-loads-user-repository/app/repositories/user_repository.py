from app.models import User, db


class UserRepository:
    def find(self, user_id):
        return db.session.get(User, user_id)

    def find_by_email(self, email):
        return User.query.filter_by(email=email).first()

    def find_by_username(self, username):
        return User.query.filter_by(username=username).first()

    def add(self, user):
        db.session.add(user)
        db.session.commit()
        return user

    def update(self, user, **changes):
        for key, value in changes.items():
            setattr(user, key, value)
        db.session.commit()
        return user
