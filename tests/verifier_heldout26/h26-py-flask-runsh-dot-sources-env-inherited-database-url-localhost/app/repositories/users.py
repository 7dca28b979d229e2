from sqlalchemy import delete, exists, select

from app.db import Session
from app.models import Follow, User


class UserRepository:
    def by_username(self, username: str) -> User | None:
        return Session.scalar(select(User).where(User.username == username))

    def by_email(self, email: str) -> User | None:
        return Session.scalar(select(User).where(User.email == email))

    def by_id(self, user_id: int) -> User | None:
        return Session.get(User, user_id)

    def add(self, user: User) -> User:
        Session.add(user)
        Session.commit()
        return user

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        stmt = select(exists().where(Follow.follower_id == follower_id, Follow.followee_id == followee_id))
        return bool(Session.scalar(stmt))

    def follow(self, follower_id: int, followee_id: int) -> None:
        if not self.is_following(follower_id, followee_id):
            Session.add(Follow(follower_id=follower_id, followee_id=followee_id))
            Session.commit()

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        Session.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id))
        Session.commit()
