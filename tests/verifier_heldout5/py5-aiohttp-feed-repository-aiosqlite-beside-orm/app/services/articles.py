from app.repositories.articles import ArticleRepository
from app.repositories.feed import FeedRepository


class ArticleService:
    def __init__(self) -> None:
        self.articles = ArticleRepository()
        self.feed = FeedRepository()

    async def get(self, slug: str):
        return await self.articles.by_slug(slug)

    async def feed_for(self, user_id: int, limit: int = 20, offset: int = 0) -> list[dict]:
        return await self.feed.feed_for(user_id, min(limit, 100), max(offset, 0))
