FEED_SQL = '''
    SELECT a.slug, a.title, a.body, a.created_at, u.username
    FROM articles a
    JOIN follows f ON f.followee_id = a.author_id
    JOIN users u ON u.id = a.author_id
    WHERE f.follower_id = %s
    ORDER BY a.created_at DESC
    LIMIT %s OFFSET %s
'''


class FeedRepository:
    def __init__(self, pool):
        self.pool = pool

    async def for_user(self, user_id, limit, offset):
        async with self.pool.acquire() as conn:
            async with conn.cursor() as cur:
                await cur.execute(FEED_SQL, (user_id, limit, offset))
                return await cur.fetchall()
