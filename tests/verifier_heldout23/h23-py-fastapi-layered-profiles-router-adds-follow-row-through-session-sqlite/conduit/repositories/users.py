from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import Follow, User


class UsersRepository:
    def __init__(self, session: Session):
        self.s = session

    def by_id(self, user_id: int) -> User | None:
        return self.s.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self.s.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return self.s.scalar(select(User).where(User.username == username))

    def create(self, **values) -> User:
        user = User(**values)
        self.s.add(user)
        self.s.commit()
        return user

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        return self.s.get(Follow, (follower_id, followee_id)) is not None
