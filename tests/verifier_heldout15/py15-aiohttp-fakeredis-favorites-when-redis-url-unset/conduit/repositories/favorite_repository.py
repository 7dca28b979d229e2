class FavoriteRepository:
    """Favorites as one set of user ids per article in the key-value store."""

    def __init__(self, kv):
        self.kv = kv

    @staticmethod
    def _key(article_id):
        return f"article:{article_id}:favorited_by"

    async def add(self, article_id, user_id):
        await self.kv.sadd(self._key(article_id), user_id)

    async def remove(self, article_id, user_id):
        await self.kv.srem(self._key(article_id), user_id)

    async def has(self, article_id, user_id):
        return bool(await self.kv.sismember(self._key(article_id), user_id))

    async def count(self, article_id):
        return await self.kv.scard(self._key(article_id))
