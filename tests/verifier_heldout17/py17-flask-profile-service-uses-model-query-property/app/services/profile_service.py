from app.db import db
from app.models import User


class ProfileNotFound(Exception):
    pass


def get_profile(username, viewer=None):
    user = User.query.filter_by(username=username).first()
    if user is None:
        raise ProfileNotFound(username)
    following = viewer is not None and user in viewer.followed
    return user, following


def follow(viewer, username):
    user = User.query.filter_by(username=username).first()
    if user is None:
        raise ProfileNotFound(username)
    if user not in viewer.followed:
        viewer.followed.append(user)
        db.session.commit()
    return user


def unfollow(viewer, username):
    user = User.query.filter_by(username=username).first_or_404()
    if user in viewer.followed:
        viewer.followed.remove(user)
        db.session.commit()
    return user
