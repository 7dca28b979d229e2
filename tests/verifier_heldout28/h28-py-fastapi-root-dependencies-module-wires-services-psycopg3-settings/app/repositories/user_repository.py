from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from app.models import Follow, User


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
        self.session.refresh(user)
        return user

    def update(self, user: User, **fields) -> User:
        for key, value in fields.items():
            setattr(user, key, value)
        self.session.commit()
        return user

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        return self.session.get(Follow, (follower_id, followee_id)) is not None

    def follow(self, follower_id: int, followee_id: int) -> None:
        if not self.is_following(follower_id, followee_id):
            self.session.add(Follow(follower_id=follower_id, followee_id=followee_id))
            self.session.commit()

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        self.session.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                  Follow.followee_id == followee_id))
        self.session.commit()
