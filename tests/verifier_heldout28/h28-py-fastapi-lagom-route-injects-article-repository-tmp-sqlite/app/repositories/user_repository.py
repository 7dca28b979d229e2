from app.db import Database
from app.models import User


class UserRepository:
    def __init__(self, db: Database):
        self.db = db

    def _one(self, sql: str, args: tuple) -> User | None:
        with self.db.lock:
            row = self.db.conn.execute(sql, args).fetchone()
        return User(**dict(row)) if row else None

    def get(self, user_id: int) -> User | None:
        return self._one("SELECT * FROM users WHERE id = ?", (user_id,))

    def by_email(self, email: str) -> User | None:
        return self._one("SELECT * FROM users WHERE email = ?", (email,))

    def by_username(self, username: str) -> User | None:
        return self._one("SELECT * FROM users WHERE username = ?", (username,))

    def insert(self, username: str, email: str, password_hash: str) -> User:
        with self.db.lock:
            cur = self.db.conn.execute(
                "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
                (username, email, password_hash),
            )
            self.db.conn.commit()
        return self.get(cur.lastrowid)
