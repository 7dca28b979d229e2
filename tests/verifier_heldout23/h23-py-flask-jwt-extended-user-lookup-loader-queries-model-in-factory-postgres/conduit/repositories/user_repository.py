from sqlalchemy import select

from ..extensions import db
from ..models import User


class UserRepository:
    def get_by_email(self, email):
        return db.session.scalar(select(User).where(User.email == email))

    def get_by_username(self, username):
        return db.session.scalar(select(User).where(User.username == username))

    def add(self, user):
        db.session.add(user)
        db.session.commit()
        return user

    def save(self, user):
        db.session.commit()
        return user

    def follow(self, follower, followed):
        if followed not in follower.following:
            follower.following.append(followed)
            db.session.commit()

    def unfollow(self, follower, followed):
        if followed in follower.following:
            follower.following.remove(followed)
            db.session.commit()
