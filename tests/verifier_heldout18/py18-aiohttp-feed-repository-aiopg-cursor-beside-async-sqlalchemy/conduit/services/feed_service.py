class FeedService:
    def __init__(self, repository):
        self.repository = repository

    async def feed(self, user_id, limit=20, offset=0):
        rows = await self.repository.for_user(user_id, min(limit, 100), offset)
        return [
            {"slug": r[0], "title": r[1], "body": r[2], "createdAt": r[3].isoformat(),
             "author": {"username": r[4]}}
            for r in rows
        ]
