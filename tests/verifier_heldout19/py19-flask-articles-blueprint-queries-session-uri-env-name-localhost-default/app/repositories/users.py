from app.db import db
from app.models import User


def find_by_email(email):
    return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()


def save(user):
    db.session.add(user)
    db.session.commit()
    return user
