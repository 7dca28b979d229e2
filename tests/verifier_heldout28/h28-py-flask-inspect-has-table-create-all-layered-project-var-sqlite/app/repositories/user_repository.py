from sqlalchemy import delete, select

from app.db import SessionLocal
from app.models import Follow, User


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return SessionLocal.get(User, user_id)

    def find_by_email(self, email: str) -> User | None:
        return SessionLocal.scalar(select(User).where(User.email == email))

    def find_by_username(self, username: str) -> User | None:
        return SessionLocal.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        SessionLocal.add(user)
        SessionLocal.commit()
        return user

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        return SessionLocal.get(Follow, (follower_id, followed_id)) is not None

    def follow(self, follower_id: int, followed_id: int) -> None:
        if not self.is_following(follower_id, followed_id):
            SessionLocal.add(Follow(follower_id=follower_id, followed_id=followed_id))
            SessionLocal.commit()

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        SessionLocal.execute(
            delete(Follow).where(Follow.follower_id == follower_id, Follow.followed_id == followed_id)
        )
        SessionLocal.commit()
