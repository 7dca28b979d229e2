from conduit.entities import Article
from conduit.repositories.article_repository import ArticleRepository


class FeedService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def feed_for(self, user_id: int, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        return self.articles.feed(user_id, max(1, min(limit, 100)), max(0, offset))
