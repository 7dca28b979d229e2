from sqlalchemy import select

from ..extensions import db
from ..models import Follow


class FollowRepository:
    def is_following(self, follower_id, followee_id):
        stmt = select(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id)
        return db.session.scalar(stmt) is not None

    def follow(self, follower_id, followee_id):
        if not self.is_following(follower_id, followee_id):
            db.session.add(Follow(follower_id=follower_id, followee_id=followee_id))
            db.session.commit()

    def unfollow(self, follower_id, followee_id):
        row = db.session.get(Follow, (follower_id, followee_id))
        if row is not None:
            db.session.delete(row)
            db.session.commit()
