from ..models import Profile
from .database import Database


class ProfileRepository:
    def __init__(self, database: Database):
        self.db = database

    def find(self, username: str, viewer_id: int | None) -> tuple[int, Profile] | None:
        with self.db.connect() as conn:
            row = conn.execute(
                "SELECT id, username, bio, image FROM users WHERE username = %s", (username,)
            ).fetchone()
            if row is None:
                return None
            following = False
            if viewer_id is not None:
                following = conn.execute(
                    "SELECT 1 FROM follows WHERE follower_id = %s AND followed_id = %s", (viewer_id, row[0])
                ).fetchone() is not None
        return row[0], Profile(username=row[1], bio=row[2], image=row[3], following=following)

    def follow(self, follower_id: int, followed_id: int) -> None:
        with self.db.connect() as conn:
            conn.execute(
                "INSERT INTO follows (follower_id, followed_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (follower_id, followed_id),
            )

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        with self.db.connect() as conn:
            conn.execute("DELETE FROM follows WHERE follower_id = %s AND followed_id = %s", (follower_id, followed_id))
