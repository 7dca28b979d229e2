from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Follow, User


class UserRepository:
    def __init__(self, db: Session):
        self.db = db

    def by_id(self, user_id: int) -> User | None:
        return self.db.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self.db.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return self.db.scalar(select(User).where(User.username == username))

    def save(self, user: User) -> User:
        self.db.add(user)
        self.db.commit()
        return user

    def following(self, follower_id: int, followed_id: int) -> bool:
        return self.db.get(Follow, (follower_id, followed_id)) is not None
