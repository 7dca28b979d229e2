class ArticleService:
    def __init__(self, repository):
        self.repository = repository

    async def get(self, slug):
        return await self.repository.by_slug(slug)
