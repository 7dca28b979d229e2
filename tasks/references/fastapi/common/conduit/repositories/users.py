# feature-begin: articles, profiles
from collections.abc import Collection

# feature-end: articles, profiles
from sqlalchemy import ColumnElement, exists, select
from sqlalchemy.orm import Session

# feature-begin: profiles
from conduit.models import Follow, User
# feature-else: profiles
# from conduit.models import User
# feature-end: profiles


class UserRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def get(self, user_id: int) -> User | None:
        return self._session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return self._session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return self._session.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> None:
        self._session.add(user)
        self._session.flush()

    # feature-begin: profiles
    def is_following(self, follower_id: int, followee_id: int) -> bool:
        return self._session.get(Follow, (follower_id, followee_id)) is not None

    # feature-begin: articles
    def followed_among(self, follower_id: int, user_ids: Collection[int]) -> set[int]:
        rows = self._session.scalars(
            select(Follow.followee_id).where(Follow.follower_id == follower_id, Follow.followee_id.in_(user_ids))
        )
        return set(rows)

    # feature-end: articles
    def follow(self, follower_id: int, followee_id: int) -> None:
        if not self.is_following(follower_id, followee_id):
            self._session.add(Follow(follower_id=follower_id, followee_id=followee_id))

    def unfollow(self, follower_id: int, followee_id: int) -> None:
        follow = self._session.get(Follow, (follower_id, followee_id))
        if follow is not None:
            self._session.delete(follow)

    # feature-end: profiles
    def email_taken(self, email: str, except_id: int | None = None) -> bool:
        return self._taken(User.email == email, except_id)

    def username_taken(self, username: str, except_id: int | None = None) -> bool:
        return self._taken(User.username == username, except_id)

    def _taken(self, condition: ColumnElement[bool], except_id: int | None) -> bool:
        query = exists().where(condition)
        if except_id is not None:
            query = query.where(User.id != except_id)
        return bool(self._session.scalar(select(query)))
