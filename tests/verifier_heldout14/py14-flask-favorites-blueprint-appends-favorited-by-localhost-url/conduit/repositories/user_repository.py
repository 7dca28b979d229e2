from sqlalchemy import delete, exists, insert, select

from conduit.extensions import db
from conduit.models import User, follows


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return db.session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return db.session.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user

    def save(self) -> None:
        db.session.commit()

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        return bool(db.session.scalar(select(exists().where(
            follows.c.follower_id == follower_id, follows.c.followed_id == followed_id))))

    def follow(self, follower_id: int, followed_id: int) -> None:
        if not self.is_following(follower_id, followed_id):
            db.session.execute(insert(follows).values(follower_id=follower_id, followed_id=followed_id))
            db.session.commit()

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        db.session.execute(delete(follows).where(
            follows.c.follower_id == follower_id, follows.c.followed_id == followed_id))
        db.session.commit()
