from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.entities import Follow, User


class UsersDataAccess:
    def __init__(self, session: Session) -> None:
        self._s = session

    def find_by_email(self, email: str) -> User | None:
        return self._s.scalars(select(User).where(User.email == email)).first()

    def find_by_username(self, username: str) -> User | None:
        return self._s.scalars(select(User).where(User.username == username)).first()

    def find(self, user_id: int) -> User | None:
        return self._s.get(User, user_id)

    def insert(self, user: User) -> User:
        self._s.add(user)
        self._s.commit()
        return user

    def follows(self, follower_id: int, followee_id: int) -> bool:
        return self._s.get(Follow, (follower_id, followee_id)) is not None

    def add_follow(self, follower_id: int, followee_id: int) -> None:
        if not self.follows(follower_id, followee_id):
            self._s.add(Follow(follower_id=follower_id, followee_id=followee_id))
            self._s.commit()

    def remove_follow(self, follower_id: int, followee_id: int) -> None:
        row = self._s.get(Follow, (follower_id, followee_id))
        if row is not None:
            self._s.delete(row)
            self._s.commit()
