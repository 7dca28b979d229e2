class ProfileRepository:
    def __init__(self, pool):
        self.pool = pool

    async def user(self, username):
        return await self.pool.fetchrow("SELECT id, username, bio, image FROM users WHERE username = $1", username)

    async def is_following(self, follower_id, followee_id):
        return bool(await self.pool.fetchval(
            "SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2", follower_id, followee_id))
