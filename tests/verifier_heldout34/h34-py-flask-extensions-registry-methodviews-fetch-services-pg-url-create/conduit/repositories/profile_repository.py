from sqlalchemy import delete, select

from ..models import Follow, User


class ProfileRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    def by_username(self, username):
        with self.sessions() as s:
            return s.scalar(select(User).where(User.username == username))

    def follow(self, follower_id, followed_id):
        with self.sessions.begin() as s:
            s.merge(Follow(follower_id=follower_id, followed_id=followed_id))

    def unfollow(self, follower_id, followed_id):
        with self.sessions.begin() as s:
            s.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                           Follow.followed_id == followed_id))
