from sqlalchemy import select

from conduit.database import db
from conduit.models.user import User
from conduit.repositories.errors import RecordNotFound


def get_by_username(username):
    user = db.session.scalar(select(User).where(User.username == username))
    if user is None:
        raise RecordNotFound(username)
    return user
