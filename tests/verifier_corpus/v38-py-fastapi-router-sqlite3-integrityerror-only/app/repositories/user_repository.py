from app.database import connect
from app.models import User


class UserRepository:
    def insert(self, username: str, email: str, password_hash: str) -> User:
        with connect() as conn:
            cur = conn.execute(
                "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
                (username, email, password_hash),
            )
            return User(cur.lastrowid, username, email, password_hash)

    def by_email(self, email: str) -> User | None:
        with connect() as conn:
            row = conn.execute("SELECT * FROM users WHERE email = ?", (email,)).fetchone()
        return User(**dict(row)) if row else None
