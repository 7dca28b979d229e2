from app.core.db import connect
from app.models import User


class UserRepository:
    def by_username(self, username):
        with connect() as conn:
            row = conn.execute("SELECT * FROM users WHERE username = ?", (username,)).fetchone()
        return User(**dict(row)) if row else None

    def follow(self, follower_id, followed_id):
        with connect() as conn:
            conn.execute("INSERT OR IGNORE INTO follows VALUES (?, ?)", (follower_id, followed_id))
