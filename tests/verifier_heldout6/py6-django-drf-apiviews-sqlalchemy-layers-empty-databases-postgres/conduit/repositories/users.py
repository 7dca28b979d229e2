from sqlalchemy import select

from conduit.models import User
from conduit.repositories.database import SessionLocal


class UserRepository:
    def get(self, user_id: int) -> User | None:
        with SessionLocal() as s:
            return s.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        with SessionLocal() as s:
            return s.scalar(select(User).where(User.username == username))

    def create(self, **fields) -> User:
        with SessionLocal.begin() as s:
            user = User(**fields)
            s.add(user)
        return user

    def update(self, user_id: int, **fields) -> User:
        with SessionLocal.begin() as s:
            user = s.get(User, user_id)
            for key, value in fields.items():
                setattr(user, key, value)
        return user

    def is_following(self, follower_id: int, followee_id: int) -> bool:
        with SessionLocal() as s:
            follower = s.get(User, follower_id)
            return any(u.id == followee_id for u in follower.following)

    def set_following(self, follower_id: int, followee_id: int, on: bool) -> None:
        with SessionLocal.begin() as s:
            follower, followee = s.get(User, follower_id), s.get(User, followee_id)
            if on and followee not in follower.following:
                follower.following.append(followee)
            elif not on and followee in follower.following:
                follower.following.remove(followee)
