from sqlalchemy import delete, exists, select
from sqlalchemy.orm import Session

from app.models import Follow, User


class UserRepository:
    def __init__(self, db: Session) -> None:
        self.db = db

    def get_by_email(self, email: str) -> User | None:
        return self.db.scalar(select(User).where(User.email == email))

    def get_by_username(self, username: str) -> User | None:
        return self.db.scalar(select(User).where(User.username == username))

    def get(self, user_id: int) -> User | None:
        return self.db.get(User, user_id)

    def create(self, **fields) -> User:
        user = User(**fields)
        self.db.add(user)
        self.db.commit()
        self.db.refresh(user)
        return user

    def is_following(self, follower_id: int, following_id: int) -> bool:
        return bool(self.db.scalar(select(exists().where(
            Follow.follower_id == follower_id, Follow.following_id == following_id))))

    def follow(self, follower_id: int, following_id: int) -> None:
        if not self.is_following(follower_id, following_id):
            self.db.add(Follow(follower_id=follower_id, following_id=following_id))
            self.db.commit()

    def unfollow(self, follower_id: int, following_id: int) -> None:
        self.db.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.following_id == following_id))
        self.db.commit()
