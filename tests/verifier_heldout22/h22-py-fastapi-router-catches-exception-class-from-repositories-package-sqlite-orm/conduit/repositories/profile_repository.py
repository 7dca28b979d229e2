from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from conduit.models import Follow, User
from conduit.repositories.errors import EntityNotFound


class ProfileRepository:
    def __init__(self, session: Session):
        self.session = session

    def get_user(self, username: str) -> User:
        user = self.session.scalar(select(User).where(User.username == username))
        if user is None:
            raise EntityNotFound(username)
        return user

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        return self.session.get(Follow, (follower_id, followed_id)) is not None

    def follow(self, follower_id: int, followed_id: int) -> None:
        if not self.is_following(follower_id, followed_id):
            self.session.add(Follow(follower_id=follower_id, followed_id=followed_id))
            self.session.commit()

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        self.session.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                                  Follow.followed_id == followed_id))
        self.session.commit()
