from sqlalchemy import exists, select

from ..extensions import db
from ..models import Follow, User


class UserRepository:
    def by_id(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return db.session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return db.session.scalar(select(User).where(User.username == username))

    def email_exists(self, email: str) -> bool:
        return bool(db.session.scalar(select(exists().where(User.email == email))))

    def username_exists(self, username: str) -> bool:
        return bool(db.session.scalar(select(exists().where(User.username == username))))

    def add(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        return db.session.get(Follow, (follower_id, followed_id)) is not None

    def follow(self, follower_id: int, followed_id: int) -> None:
        if not self.is_following(follower_id, followed_id):
            db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
            db.session.commit()
