from ..extensions import db
from ..models import User


def get_by_email(email: str) -> User | None:
    return User.query.filter_by(email=email).first()


def save(user: User) -> User:
    db.session.add(user)
    db.session.commit()
    return user
