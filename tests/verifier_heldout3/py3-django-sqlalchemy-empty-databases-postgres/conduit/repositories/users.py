from sqlalchemy import delete, select

from conduit.db import Session
from conduit.models import Follow, User


class UserRepository:
    def by_id(self, user_id: int) -> User | None:
        return Session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return Session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return Session.scalar(select(User).where(User.username == username))

    def create(self, **fields) -> User:
        user = User(**fields)
        Session.add(user)
        Session.commit()
        return user

    def is_following(self, follower: User, target: User) -> bool:
        return Session.get(Follow, (follower.id, target.id)) is not None

    def follow(self, follower: User, target: User) -> None:
        if not self.is_following(follower, target):
            Session.add(Follow(follower_id=follower.id, following_id=target.id))
            Session.commit()

    def unfollow(self, follower: User, target: User) -> None:
        Session.execute(delete(Follow).where(Follow.follower_id == follower.id,
                                             Follow.following_id == target.id))
        Session.commit()
