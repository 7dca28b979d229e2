from sqlalchemy import delete, exists, select
from sqlalchemy.orm import Session

from conduit_api.models import Follow, User


class UserRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, user_id: int) -> User | None:
        return self.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self.session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        self.session.add(user)
        self.session.commit()
        self.session.refresh(user)
        return user

    def save(self, user: User) -> User:
        self.session.commit()
        self.session.refresh(user)
        return user

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        stmt = select(exists().where(Follow.follower_id == follower_id, Follow.followee_id == followee_id))
        return bool(self.session.scalar(stmt))

    def follow(self, follower_id: int, followee_id: int) -> None:
        if not self.is_following(follower_id, followee_id):
            self.session.add(Follow(follower_id=follower_id, followee_id=followee_id))
            self.session.commit()

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        self.session.execute(
            delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id)
        )
        self.session.commit()
