from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    async def feed(self, user_id: int, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        return await self.articles.feed(user_id, min(max(limit, 1), 100), max(offset, 0))
