from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from app.models.profile import Profile


class ProfileRepository:
    def __init__(self, pool: AsyncConnectionPool):
        self.pool = pool

    async def by_username(self, username: str) -> Profile | None:
        async with self.pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute("SELECT id, username, bio, image FROM users WHERE username = %s", (username,))
            row = await cur.fetchone()
        return Profile(**row) if row else None

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        async with self.pool.connection() as conn:
            cur = await conn.execute(
                "SELECT 1 FROM follows WHERE follower_id = %s AND followee_id = %s",
                (follower_id, followee_id))
            return await cur.fetchone() is not None
