from conduit.extensions import db
from conduit.models import User


def find_by_email(email):
    return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()


def find_by_username(username):
    return db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()


def create(**fields):
    user = User(**fields)
    db.session.add(user)
    db.session.commit()
    return user
