from conduit.extensions import db
from conduit.models import User


def by_username(username):
    return db.session.scalar(db.select(User).where(User.username == username))
