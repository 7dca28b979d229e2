from conduit.models.user import User
from conduit.repositories.database import get_connection


def find_by_email(email: str) -> User | None:
    row = get_connection().execute("SELECT * FROM users WHERE email = ?", (email,)).fetchone()
    if row is None:
        return None
    return User(id=row["id"], username=row["username"], email=row["email"],
                password_hash=row["password_hash"], bio=row["bio"], image=row["image"])


def insert(username: str, email: str, password_hash: str) -> User:
    conn = get_connection()
    conn.execute(
        "INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
        (username, email, password_hash),
    )
    conn.commit()
    return find_by_email(email)
