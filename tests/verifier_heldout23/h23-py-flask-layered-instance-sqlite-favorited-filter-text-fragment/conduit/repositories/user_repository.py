from ..extensions import db
from ..models import Follow, User


def get_by_id(user_id):
    return db.session.get(User, user_id)


def get_by_email(email):
    return db.session.execute(db.select(User).filter_by(email=email)).scalar_one_or_none()


def get_by_username(username):
    return db.session.execute(db.select(User).filter_by(username=username)).scalar_one_or_none()


def create(**fields):
    user = User(**fields)
    db.session.add(user)
    db.session.commit()
    return user


def update(user, **fields):
    for key, value in fields.items():
        setattr(user, key, value)
    db.session.commit()
    return user


def is_following(follower_id, following_id):
    return db.session.get(Follow, (follower_id, following_id)) is not None


def follow(follower_id, following_id):
    if not is_following(follower_id, following_id):
        db.session.add(Follow(follower_id=follower_id, following_id=following_id))
        db.session.commit()


def unfollow(follower_id, following_id):
    row = db.session.get(Follow, (follower_id, following_id))
    if row is not None:
        db.session.delete(row)
        db.session.commit()
