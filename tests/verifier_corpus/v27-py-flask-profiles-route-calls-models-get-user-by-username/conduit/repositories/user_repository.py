from sqlalchemy import select

from conduit.extensions import db
from conduit.models.user import Follow, User


class UserRepository:
    def get_by_username(self, username):
        return db.session.execute(select(User).where(User.username == username)).scalar_one_or_none()

    def get_by_id(self, user_id):
        return db.session.get(User, user_id)

    def is_following(self, follower_id, followed_id):
        return db.session.get(Follow, (follower_id, followed_id)) is not None

    def follow(self, follower_id, followed_id):
        if not self.is_following(follower_id, followed_id):
            db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
            db.session.commit()
