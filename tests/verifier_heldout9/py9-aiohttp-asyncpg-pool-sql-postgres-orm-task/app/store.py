import asyncpg


class Store:
    def __init__(self, pool: asyncpg.Pool):
        self.pool = pool

    async def user_by_username(self, username):
        return await self.pool.fetchrow("SELECT * FROM users WHERE username = $1", username)

    async def is_following(self, follower_id, followee_id):
        return await self.pool.fetchval(
            "SELECT EXISTS(SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2)",
            follower_id, followee_id)

    async def follow(self, follower_id, followee_id):
        await self.pool.execute(
            "INSERT INTO follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            follower_id, followee_id)
