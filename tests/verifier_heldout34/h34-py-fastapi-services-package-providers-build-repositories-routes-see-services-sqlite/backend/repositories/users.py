from sqlalchemy import select
from sqlalchemy.orm import Session

from backend.models import Follow, User


class UsersRepository:
    def __init__(self, session: Session):
        self.session = session

    def by_username(self, username: str) -> User | None:
        return self.session.scalar(select(User).where(User.username == username))

    def following(self, follower_id: int, followed_id: int) -> bool:
        return self.session.get(Follow, (follower_id, followed_id)) is not None

    def follow(self, follower_id: int, followed_id: int) -> None:
        self.session.merge(Follow(follower_id=follower_id, followed_id=followed_id))
        self.session.commit()
