import asyncpg

from conduit.models import Profile


class ProfileRepository:
    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    async def by_username(self, username: str) -> Profile | None:
        row = await self.conn.fetchrow("SELECT id, username, bio, image FROM users WHERE username = $1", username)
        return Profile(**dict(row)) if row else None

    async def is_following(self, follower_id: int, followee_id: int) -> bool:
        return await self.conn.fetchval(
            "SELECT EXISTS(SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2)", follower_id, followee_id
        )

    async def follow(self, follower_id: int, followee_id: int) -> None:
        await self.conn.execute(
            "INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", follower_id, followee_id
        )
