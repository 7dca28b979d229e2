from app.db import get_connection
from app.models import User


def find_by_email(email: str) -> User | None:
    with get_connection().cursor() as cur:
        cur.execute("SELECT * FROM users WHERE email = %s", (email,))
        row = cur.fetchone()
    return User(**row) if row else None


def insert(username: str, email: str, password_hash: str) -> User:
    conn = get_connection()
    with conn.cursor() as cur:
        cur.execute(
            "INSERT INTO users (username, email, password_hash) VALUES (%s, %s, %s) RETURNING *",
            (username, email, password_hash),
        )
        row = cur.fetchone()
    conn.commit()
    return User(**row)
