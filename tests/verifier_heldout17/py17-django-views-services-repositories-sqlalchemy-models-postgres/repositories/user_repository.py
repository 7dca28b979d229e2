from sqlalchemy import select

from repositories.database import SessionLocal
from models import User


class UserRepository:
    def by_username(self, username):
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id, username):
        with SessionLocal() as s:
            follower = s.get(User, follower_id)
            return any(u.username == username for u in follower.following) if follower else False

    def add_follow(self, follower_id, username):
        with SessionLocal() as s:
            follower = s.get(User, follower_id)
            target = s.scalar(select(User).where(User.username == username))
            if target is not None and target not in follower.following:
                follower.following.append(target)
                s.commit()
            return target
