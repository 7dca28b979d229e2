from models.profile import Profile
from repositories.db import Database


class ProfileRepository:
    def __init__(self, db: Database):
        self.db = db

    def find(self, username: str, viewer_id: int | None) -> Profile | None:
        with self.db.cursor() as cur:
            cur.execute(
                """
                SELECT u.id, u.username, u.bio, u.image,
                       EXISTS (SELECT 1 FROM follows f
                               WHERE f.follower_id = %s AND f.followed_id = u.id) AS following
                FROM users u WHERE u.username = %s
                """,
                (viewer_id, username),
            )
            row = cur.fetchone()
        return Profile(**row) if row else None

    def follow(self, follower_id: int, followed_id: int) -> None:
        with self.db.cursor() as cur:
            cur.execute(
                "INSERT INTO follows (follower_id, followed_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (follower_id, followed_id),
            )

    def unfollow(self, follower_id: int, followed_id: int) -> None:
        with self.db.cursor() as cur:
            cur.execute("DELETE FROM follows WHERE follower_id = %s AND followed_id = %s",
                        (follower_id, followed_id))
