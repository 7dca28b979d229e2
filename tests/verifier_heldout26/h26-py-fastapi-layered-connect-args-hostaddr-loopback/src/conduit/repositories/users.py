from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from conduit.models import Follow, User


class UserRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))

    def following(self, follower_id: int, followee_id: int) -> bool:
        return self.session.get(Follow, (follower_id, followee_id)) is not None

    def follow(self, follower_id: int, followee_id: int) -> None:
        self.session.merge(Follow(follower_id=follower_id, followee_id=followee_id))
        self.session.commit()

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        self.session.execute(delete(Follow).where(Follow.follower_id == follower_id, Follow.followee_id == followee_id))
        self.session.commit()
