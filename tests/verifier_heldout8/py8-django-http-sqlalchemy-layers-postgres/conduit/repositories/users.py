from sqlalchemy import delete, exists, insert, select

from conduit.models import User, follows
from conduit.repositories.database import SessionFactory


class UserRepository:
    def get(self, user_id: int) -> User | None:
        with SessionFactory() as s:
            return s.get(User, user_id)

    def find(self, *, email: str | None = None, username: str | None = None) -> User | None:
        stmt = select(User)
        stmt = stmt.where(User.email == email) if email is not None else stmt.where(User.username == username)
        with SessionFactory() as s:
            return s.scalar(stmt)

    def add(self, user: User) -> User:
        with SessionFactory.begin() as s:
            s.add(user)
        return user

    def follows(self, follower_id: int, followee_id: int) -> bool:
        with SessionFactory() as s:
            return bool(s.scalar(select(exists().where(
                follows.c.follower_id == follower_id, follows.c.followee_id == followee_id))))

    def set_follow(self, follower_id: int, followee_id: int, on: bool) -> None:
        with SessionFactory.begin() as s:
            s.execute(delete(follows).where(follows.c.follower_id == follower_id,
                                            follows.c.followee_id == followee_id))
            if on:
                s.execute(insert(follows).values(follower_id=follower_id, followee_id=followee_id))
