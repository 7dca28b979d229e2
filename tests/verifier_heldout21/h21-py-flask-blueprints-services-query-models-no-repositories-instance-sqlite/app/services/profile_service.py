from app import db
from app.models import Follow, User


class ProfileNotFound(Exception):
    pass


def get_profile(username, viewer_id=None):
    user = User.query.filter_by(username=username).first()
    if user is None:
        raise ProfileNotFound(username)
    following = False
    if viewer_id:
        following = Follow.query.filter_by(follower_id=viewer_id, followed_id=user.id).first() is not None
    return user, following


def follow(username, viewer_id):
    user, following = get_profile(username, viewer_id)
    if not following:
        db.session.add(Follow(follower_id=viewer_id, followed_id=user.id))
        db.session.commit()
    return user, True


def unfollow(username, viewer_id):
    user, _ = get_profile(username, viewer_id)
    Follow.query.filter_by(follower_id=viewer_id, followed_id=user.id).delete()
    db.session.commit()
    return user, False
