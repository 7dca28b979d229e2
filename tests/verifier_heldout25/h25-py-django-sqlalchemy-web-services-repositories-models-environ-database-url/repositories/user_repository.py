from sqlalchemy import delete, or_, select

from conduit.database import Session
from models import Follow, User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return Session().get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return Session().scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return Session().scalar(select(User).where(User.username == username))

    def exists(self, username: str, email: str) -> bool:
        stmt = select(User.id).where(or_(User.username == username, User.email == email)).limit(1)
        return Session().scalar(stmt) is not None

    def add(self, user: User) -> User:
        session = Session()
        session.add(user)
        session.commit()
        return user

    def following(self, follower_id: int, followed_id: int) -> bool:
        return Session().get(Follow, (follower_id, followed_id)) is not None

    def set_following(self, follower_id: int, followed_id: int, on: bool) -> None:
        session = Session()
        if on and not self.following(follower_id, followed_id):
            session.add(Follow(follower_id=follower_id, followed_id=followed_id))
        elif not on:
            session.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id))
        session.commit()
