from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit_api.entities import User


class UserRepository:
    def __init__(self, session: Session) -> None:
        self._session = session

    def by_email(self, email: str) -> User | None:
        return self._session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return self._session.scalar(select(User).where(User.username == username))

    def get(self, user_id: int) -> User | None:
        return self._session.get(User, user_id)

    def add(self, user: User) -> User:
        self._session.add(user)
        self._session.commit()
        return user

    def save(self, user: User) -> User:
        self._session.commit()
        return user

    def follow(self, follower: User, followed: User) -> None:
        if followed not in follower.following:
            follower.following.append(followed)
        self._session.commit()

    def unfollow(self, follower: User, followed: User) -> None:
        if followed in follower.following:
            follower.following.remove(followed)
        self._session.commit()
