from sqlalchemy import delete, exists, insert, select
from sqlalchemy.orm import Session

from app.models import User, follows


class UserRepository:
    def __init__(self, session: Session):
        self.session = session

    def get(self, user_id: int) -> User | None:
        return self.session.get(User, user_id)

    def get_by_email(self, email: str) -> User | None:
        return self.session.scalar(select(User).where(User.email == email))

    def get_by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))

    def create(self, **fields) -> User:
        user = User(**fields)
        self.session.add(user)
        self.session.commit()
        return user

    def update(self, user: User, **fields) -> User:
        for key, value in fields.items():
            setattr(user, key, value)
        self.session.commit()
        return user

    def is_following(self, follower_id: int, following_id: int) -> bool:
        stmt = select(exists().where(follows.c.follower_id == follower_id, follows.c.following_id == following_id))
        return bool(self.session.scalar(stmt))

    def follow(self, follower_id: int, following_id: int) -> None:
        if not self.is_following(follower_id, following_id):
            self.session.execute(insert(follows).values(follower_id=follower_id, following_id=following_id))
            self.session.commit()

    def unfollow(self, follower_id: int, following_id: int) -> None:
        self.session.execute(
            delete(follows).where(follows.c.follower_id == follower_id, follows.c.following_id == following_id)
        )
        self.session.commit()
