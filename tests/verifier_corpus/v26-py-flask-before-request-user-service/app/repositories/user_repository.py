from app.extensions import db
from app.models.user import User


def get_by_id(user_id):
    return db.session.get(User, int(user_id))


def get_by_username(username):
    return db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()
