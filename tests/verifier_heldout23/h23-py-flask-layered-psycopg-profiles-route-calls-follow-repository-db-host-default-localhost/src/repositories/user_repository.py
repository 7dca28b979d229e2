from ..database import pool
from ..models import UserEntity


class UserRepository:
    def find_by_id(self, user_id):
        with pool.connection() as conn:
            row = conn.execute("SELECT * FROM users WHERE id = %s", (user_id,)).fetchone()
        return UserEntity(**row) if row else None

    def find_by_email(self, email):
        with pool.connection() as conn:
            row = conn.execute("SELECT * FROM users WHERE email = %s", (email,)).fetchone()
        return UserEntity(**row) if row else None

    def find_by_username(self, username):
        with pool.connection() as conn:
            row = conn.execute("SELECT * FROM users WHERE username = %s", (username,)).fetchone()
        return UserEntity(**row) if row else None

    def create(self, username, email, password_hash):
        with pool.connection() as conn:
            row = conn.execute(
                "INSERT INTO users (username, email, password_hash) VALUES (%s, %s, %s) RETURNING *",
                (username, email, password_hash),
            ).fetchone()
        return UserEntity(**row)
