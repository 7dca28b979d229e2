from src.data.connection import connect
from src.models.profile import Profile


class ProfileRepository:
    def find(self, username: str, viewer_id: int | None) -> Profile | None:
        with connect() as conn:
            row = conn.execute("SELECT id, username, bio, image FROM users WHERE username = ?", (username,)).fetchone()
            if row is None:
                return None
            following = False
            if viewer_id is not None:
                following = conn.execute(
                    "SELECT 1 FROM follows WHERE follower_id = ? AND followed_id = ?", (viewer_id, row["id"])
                ).fetchone() is not None
            return Profile(id=row["id"], username=row["username"], bio=row["bio"], image=row["image"], following=following)

    def follow(self, follower_id: int, followed_id: int) -> None:
        with connect() as conn:
            conn.execute("INSERT OR IGNORE INTO follows (follower_id, followed_id) VALUES (?, ?)", (follower_id, followed_id))
