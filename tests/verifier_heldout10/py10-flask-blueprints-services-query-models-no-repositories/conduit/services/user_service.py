from conduit.extensions import db
from conduit.models import User


class ValidationError(Exception):
    def __init__(self, errors):
        super().__init__(errors)
        self.errors = errors


def register(username, email, password):
    if db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none():
        raise ValidationError({"email": ["has already been taken"]})
    user = User(username=username, email=email)
    user.set_password(password)
    db.session.add(user)
    db.session.commit()
    return user


def authenticate(email, password):
    user = db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()
    if user is None or not user.check_password(password):
        raise ValidationError({"email or password": ["is invalid"]})
    return user
