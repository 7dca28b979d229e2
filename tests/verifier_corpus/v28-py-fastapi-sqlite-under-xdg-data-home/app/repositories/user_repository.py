from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import User, Follow


class UserRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_id(self, user_id: int):
        return self.session.get(User, user_id)

    def by_email(self, email: str):
        return self.session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str):
        return self.session.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        self.session.add(user)
        self.session.commit()
        return user

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        return self.session.get(Follow, (follower_id, followee_id)) is not None
