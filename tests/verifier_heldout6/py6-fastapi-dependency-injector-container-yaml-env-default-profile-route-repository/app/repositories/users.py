from contextlib import AbstractContextManager
from typing import Callable

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import User


class UserRepository:
    def __init__(self, session_factory: Callable[..., AbstractContextManager[Session]]) -> None:
        self.session_factory = session_factory

    def add(self, username: str, email: str, password_hash: str) -> User:
        with self.session_factory() as session:
            user = User(username=username, email=email, password_hash=password_hash)
            session.add(user)
            session.flush()
            return user

    def by_id(self, user_id: int) -> User | None:
        with self.session_factory() as session:
            return session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        with self.session_factory() as session:
            return session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        with self.session_factory() as session:
            return session.scalar(select(User).where(User.username == username))

    def is_following(self, follower_id: int, username: str) -> bool:
        with self.session_factory() as session:
            follower = session.get(User, follower_id)
            return any(u.username == username for u in follower.following)

    def set_following(self, follower_id: int, followed_id: int, value: bool) -> None:
        with self.session_factory() as session:
            follower = session.get(User, follower_id)
            followed = session.get(User, followed_id)
            if value and followed not in follower.following:
                follower.following.append(followed)
            elif not value and followed in follower.following:
                follower.following.remove(followed)
