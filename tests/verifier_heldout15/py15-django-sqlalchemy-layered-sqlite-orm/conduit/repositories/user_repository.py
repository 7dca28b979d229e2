from sqlalchemy import select

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, session):
        self.session = session

    def by_username(self, username):
        return self.session.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id, followed_id):
        return self.session.get(Follow, (follower_id, followed_id)) is not None
