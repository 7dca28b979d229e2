from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from app.models import Follow, User


class UserRepository:
    def __init__(self, session: Session):
        self.session = session

    def get(self, user_id: int) -> User | None:
        return self.session.get(User, user_id)

    def by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        return self.session.get(Follow, (follower_id, followed_id)) is not None

    def follow(self, follower_id: int, followed_id: int) -> None:
        self.session.merge(Follow(follower_id=follower_id, followed_id=followed_id))
        self.session.commit()

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        self.session.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                  Follow.followed_id == followed_id))
        self.session.commit()
