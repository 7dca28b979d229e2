from sqlalchemy import delete, exists, select
from sqlalchemy.orm import Session

from app.models import Follow, User


class UsersRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def by_id(self, user_id: int) -> User | None:
        return self.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self.session.scalars(select(User).where(User.email == email)).first()

    def by_username(self, username: str) -> User | None:
        return self.session.scalars(select(User).where(User.username == username)).first()

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
        return bool(self.session.scalar(select(exists().where(
            Follow.follower_id == follower_id, Follow.following_id == following_id))))

    def follow(self, follower_id: int, following_id: int) -> None:
        if not self.is_following(follower_id, following_id):
            self.session.add(Follow(follower_id=follower_id, following_id=following_id))
            self.session.commit()

    def unfollow(self, follower_id: int, following_id: int) -> None:
        self.session.execute(delete(Follow).where(
            Follow.follower_id == follower_id, Follow.following_id == following_id))
        self.session.commit()
