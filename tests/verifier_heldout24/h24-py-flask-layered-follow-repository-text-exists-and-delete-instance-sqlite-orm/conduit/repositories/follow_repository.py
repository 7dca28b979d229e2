from sqlalchemy import text

from ..extensions import db
from ..models import Follow


class FollowRepository:
    def is_following(self, follower_id, followee_id):
        row = db.session.execute(
            text("SELECT 1 FROM follows WHERE follower_id = :a AND followee_id = :b"),
            {"a": follower_id, "b": followee_id},
        ).first()
        return row is not None

    def follow(self, follower_id, followee_id):
        if not self.is_following(follower_id, followee_id):
            db.session.add(Follow(follower_id=follower_id, followee_id=followee_id))
            db.session.commit()

    def unfollow(self, follower_id, followee_id):
        db.session.execute(
            text("DELETE FROM follows WHERE follower_id = :a AND followee_id = :b"),
            {"a": follower_id, "b": followee_id},
        )
        db.session.commit()
