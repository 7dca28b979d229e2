from app.db import db
from app.models import User


def find_by_email(email):
    return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()


def find_by_id(user_id):
    return db.session.get(User, user_id)


def create(user):
    db.session.add(user)
    db.session.commit()
    return user


def update(user):
    db.session.commit()
    return user
