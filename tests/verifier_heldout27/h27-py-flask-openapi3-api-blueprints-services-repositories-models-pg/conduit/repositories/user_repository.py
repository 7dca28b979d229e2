from sqlalchemy import and_, delete, exists, insert, select

from ..db import Session
from ..models import User, follows


class UserRepository:
    def by_username(self, username: str) -> User | None:
        return Session.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, followed_id: int) -> bool:
        stmt = select(
            exists().where(and_(follows.c.follower_id == follower_id, follows.c.followed_id == followed_id))
        )
        return bool(Session.scalar(stmt))

    def follow(self, follower_id: int, followed_id: int) -> None:
        if not self.is_following(follower_id, followed_id):
            Session.execute(insert(follows).values(follower_id=follower_id, followed_id=followed_id))
            Session.commit()

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        Session.execute(
            delete(follows).where(follows.c.follower_id == follower_id, follows.c.followed_id == followed_id)
        )
        Session.commit()
