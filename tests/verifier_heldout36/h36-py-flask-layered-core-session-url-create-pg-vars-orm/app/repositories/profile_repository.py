from sqlalchemy import delete, exists, select

from app.db import Session
from app.models import Follow, User


class ProfileRepository:
    def by_username(self, username):
        return Session.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id, followed_id):
        return Session.scalar(
            select(exists().where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
        )

    def follow(self, follower_id, followed_id):
        Session.merge(Follow(follower_id=follower_id, followed_id=followed_id))
        Session.commit()

    def unfollow(self, follower_id, followed_id):
        Session.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
        Session.commit()
