from app.database import engine
from app.models.user import User


class UserRepository:
    def get_by_username(self, username: str) -> User | None:
        conn = engine.raw_connection()
        try:
            cursor = conn.cursor()
            cursor.execute("SELECT id, username, email FROM users WHERE username = ?", (username,))
            row = cursor.fetchone()
        finally:
            conn.close()
        return User(id=row[0], username=row[1], email=row[2]) if row else None

    def add(self, user: User) -> User:
        conn = engine.raw_connection()
        try:
            cursor = conn.cursor()
            cursor.execute("INSERT INTO users (username, email) VALUES (?, ?)", (user.username, user.email))
            conn.commit()
            user.id = cursor.lastrowid
        finally:
            conn.close()
        return user
