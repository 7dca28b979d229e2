import sqlite3

from ..database import connection
from ..models import User


def _row_to_user(row: sqlite3.Row | None) -> User | None:
    return User(**dict(row)) if row else None


class UserRepository:
    def get(self, user_id: int) -> User | None:
        return _row_to_user(connection().execute("SELECT * FROM users WHERE id = ?", (user_id,)).fetchone())

    def find_by_email(self, email: str) -> User | None:
        return _row_to_user(connection().execute("SELECT * FROM users WHERE email = ?", (email,)).fetchone())

    def find_by_username(self, username: str) -> User | None:
        return _row_to_user(connection().execute("SELECT * FROM users WHERE username = ?", (username,)).fetchone())

    def insert(self, username: str, email: str, password_hash: str) -> User:
        conn = connection()
        cur = conn.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)", (username, email, password_hash)
        )
        conn.commit()
        return self.get(cur.lastrowid)


class FollowRepository:
    def exists(self, follower_id: int, followed_id: int) -> bool:
        row = connection().execute(
            "SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?", (follower_id, followed_id)
        ).fetchone()
        return row is not None

    def add(self, follower_id: int, followed_id: int) -> None:
        conn = connection()
        conn.execute("INSERT OR IGNORE INTO follows VALUES (?, ?)", (follower_id, followed_id))
        conn.commit()

    def remove(self, follower_id: int, followed_id: int) -> None:
        conn = connection()
        conn.execute("DELETE FROM follows WHERE follower_id = ? AND followed_id = ?", (follower_id, followed_id))
        conn.commit()
