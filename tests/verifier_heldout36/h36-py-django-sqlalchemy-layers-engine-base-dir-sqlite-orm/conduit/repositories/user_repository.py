from sqlalchemy import select

from conduit.infra.db import SessionLocal
from conduit.models.user import User


class UserRepository:
    def by_username(self, username):
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.username == username))

    def update_bio(self, user_id, bio):
        with SessionLocal() as s:
            user = s.get(User, user_id)
            user.bio = bio
            s.commit()
            return user
