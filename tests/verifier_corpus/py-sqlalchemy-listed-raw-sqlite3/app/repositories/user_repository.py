from app.database import connect
from app.models.user import User


class UserRepository:
    def get_by_username(self, username: str) -> User | None:
        with connect() as conn:
            cursor = conn.cursor()
            cursor.execute("SELECT id, username, email FROM users WHERE username = ?", (username,))
            row = cursor.fetchone()
        return User(**dict(row)) if row else None

    def add(self, user: User) -> User:
        with connect() as conn:
            cursor = conn.cursor()
            cursor.execute("INSERT INTO users (username, email) VALUES (?, ?)", (user.username, user.email))
            user.id = cursor.lastrowid
        return user
