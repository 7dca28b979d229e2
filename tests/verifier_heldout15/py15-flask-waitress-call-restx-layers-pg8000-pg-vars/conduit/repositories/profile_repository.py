from sqlalchemy import delete, select

from conduit.extensions import db
from conduit.models import Follow, User


class ProfileRepository:
    def by_username(self, username):
        return db.session.scalar(select(User).where(User.username == username))

    def add_follow(self, follower_id, followed_id):
        if db.session.get(Follow, (follower_id, followed_id)) is None:
            db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
            db.session.commit()

    def remove_follow(self, follower_id, followed_id):
        db.session.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
        db.session.commit()

    def as_profile(self, user, viewer_id):
        following = viewer_id is not None and db.session.get(Follow, (viewer_id, user.id)) is not None
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}
