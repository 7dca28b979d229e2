from sqlalchemy import select

from ..db import Session
from ..models import User


class UserRepository:
    def get(self, user_id):
        return Session.get(User, user_id)

    def by_email(self, email):
        return Session.scalar(select(User).where(User.email == email))

    def by_username(self, username):
        return Session.scalar(select(User).where(User.username == username))

    def add(self, user):
        Session.add(user)
        Session.commit()
        Session.refresh(user)
        return user

    def set_following(self, follower, target, on):
        if on and target not in follower.following:
            follower.following.append(target)
        elif not on and target in follower.following:
            follower.following.remove(target)
        Session.commit()
