from conduit.database import db
from conduit.models.user import Follow


def exists(follower_id, followed_id):
    return db.session.get(Follow, (follower_id, followed_id)) is not None


def add(follower_id, followed_id):
    if not exists(follower_id, followed_id):
        db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
        db.session.commit()
