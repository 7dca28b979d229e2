from sqlalchemy import func, select

from conduit.db import Session
from conduit.models import Follow, User


class UserRepository:
    def by_username(self, username: str) -> User | None:
        with Session() as session:
            return session.scalar(select(User).where(User.username == username))

    def follower_count(self, user_id: int) -> int:
        with Session() as session:
            return session.scalar(select(func.count()).where(Follow.followee_id == user_id)) or 0
