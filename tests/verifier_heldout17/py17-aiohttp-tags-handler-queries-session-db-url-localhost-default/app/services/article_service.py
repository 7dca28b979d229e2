from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self):
        self.repo = ArticleRepository()

    async def list(self, limit=20, offset=0):
        return await self.repo.list(limit, offset)
