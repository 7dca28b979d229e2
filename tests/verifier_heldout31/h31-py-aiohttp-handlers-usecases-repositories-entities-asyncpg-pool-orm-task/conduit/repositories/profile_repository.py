import asyncpg

from conduit.entities import Profile


class ProfileRepository:
    def __init__(self):
        self._pool: asyncpg.Pool | None = None

    def bind(self, pool: asyncpg.Pool) -> None:
        self._pool = pool

    async def find(self, username: str, viewer: str | None) -> Profile | None:
        row = await self._pool.fetchrow(
            """
            SELECT u.id, u.username, u.bio, u.image,
                   EXISTS (SELECT 1 FROM follows f JOIN users v ON v.id = f.follower_id
                           WHERE v.username = $2 AND f.followed_id = u.id) AS following
            FROM users u WHERE u.username = $1
            """,
            username, viewer,
        )
        return Profile(**dict(row)) if row else None

    async def add_follow(self, viewer: str, followed_id: int) -> None:
        await self._pool.execute(
            "INSERT INTO follows (follower_id, followed_id) "
            "SELECT id, $2 FROM users WHERE username = $1 ON CONFLICT DO NOTHING",
            viewer, followed_id,
        )

    async def remove_follow(self, viewer: str, followed_id: int) -> None:
        await self._pool.execute(
            "DELETE FROM follows WHERE followed_id = $2 "
            "AND follower_id = (SELECT id FROM users WHERE username = $1)",
            viewer, followed_id,
        )
