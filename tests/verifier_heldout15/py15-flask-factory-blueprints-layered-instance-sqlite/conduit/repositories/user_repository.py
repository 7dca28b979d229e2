from sqlalchemy import select

from conduit.extensions import db
from conduit.models import Follow, User


def find_by_email(email):
    return db.session.scalar(select(User).where(User.email == email))


def find_by_username(username):
    return db.session.scalar(select(User).where(User.username == username))


def create(**fields):
    user = User(**fields)
    db.session.add(user)
    db.session.commit()
    return user


def is_following(follower_id, followed_id):
    return db.session.get(Follow, (follower_id, followed_id)) is not None
