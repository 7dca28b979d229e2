from app.db import pool
from app.models import User


class UserRepository:
    def by_email(self, email: str) -> User | None:
        with pool.connection() as conn:
            row = conn.execute("SELECT * FROM users WHERE email = %s", (email,)).fetchone()
        return User(**row) if row else None

    def by_username(self, username: str) -> User | None:
        with pool.connection() as conn:
            row = conn.execute("SELECT * FROM users WHERE username = %s", (username,)).fetchone()
        return User(**row) if row else None

    def create(self, username: str, email: str, password_hash: str) -> User:
        with pool.connection() as conn:
            row = conn.execute(
                "INSERT INTO users (username, email, password_hash) VALUES (%s, %s, %s) RETURNING *",
                (username, email, password_hash),
            ).fetchone()
        return User(**row)
