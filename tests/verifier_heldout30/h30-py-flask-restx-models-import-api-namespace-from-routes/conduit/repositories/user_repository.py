from conduit.extensions import db
from conduit.models.user import User


def by_id(user_id):
    return db.session.get(User, user_id)


def by_email(email):
    return db.session.scalar(db.select(User).filter_by(email=email))


def save(user):
    db.session.add(user)
    db.session.commit()
    return user
