from app.core.database import connection, lock
from app.models.user import User


class UserRepository:
    def by_username(self, username: str) -> User | None:
        row = connection().execute("SELECT * FROM users WHERE username = ?", (username,)).fetchone()
        return User(**dict(row)) if row else None

    def add(self, username: str, email: str, password_hash: str) -> User:
        with lock():
            cur = connection().execute(
                "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
                (username, email, password_hash),
            )
            connection().commit()
        return User(id=cur.lastrowid, username=username, email=email, password_hash=password_hash)
