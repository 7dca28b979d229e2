from ..database import pool


class FollowRepository:
    def is_following(self, follower_id, followee_id):
        with pool.connection() as conn:
            row = conn.execute(
                "SELECT 1 FROM follows WHERE follower_id = %s AND followee_id = %s",
                (follower_id, followee_id),
            ).fetchone()
        return row is not None

    def follow(self, follower_id, followee_id):
        with pool.connection() as conn:
            conn.execute(
                "INSERT INTO follows (follower_id, followee_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (follower_id, followee_id),
            )

    def unfollow(self, follower_id, followee_id):
        with pool.connection() as conn:
            conn.execute(
                "DELETE FROM follows WHERE follower_id = %s AND followee_id = %s",
                (follower_id, followee_id),
            )
