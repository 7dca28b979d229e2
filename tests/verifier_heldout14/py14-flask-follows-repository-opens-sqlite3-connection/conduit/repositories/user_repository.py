import sqlite3

from sqlalchemy import select

from conduit.config import DB_PATH
from conduit.extensions import db
from conduit.models import User


def _connect() -> sqlite3.Connection:
    conn = sqlite3.connect(DB_PATH)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return db.session.get(User, user_id)

    def by_email(self, email: str) -> User | None:
        return db.session.scalar(select(User).where(User.email == email))

    def by_username(self, username: str) -> User | None:
        return db.session.scalar(select(User).where(User.username == username))

    def add(self, user: User) -> User:
        db.session.add(user)
        db.session.commit()
        return user

    def save(self) -> None:
        db.session.commit()

    # follows is a plain association table without a mapped class, so it is handled with
    # direct statements.
    def is_following(self, follower_id: int, followed_id: int) -> bool:
        with _connect() as conn:
            row = conn.execute(
                "SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?",
                (follower_id, followed_id),
            ).fetchone()
        return row is not None

    def follow(self, follower_id: int, followed_id: int) -> None:
        with _connect() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO follows (follower_id, followed_id) VALUES (?, ?)",
                (follower_id, followed_id),
            )

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        with _connect() as conn:
            conn.execute(
                "DELETE FROM follows WHERE follower_id = ? AND followed_id = ?",
                (follower_id, followed_id),
            )
