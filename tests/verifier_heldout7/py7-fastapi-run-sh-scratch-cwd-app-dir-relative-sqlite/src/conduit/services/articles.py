from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def list(self, author: str | None, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        return self.articles.listing(author, limit, offset)

    def feed(self, user_id: int, limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
        return self.articles.feed(user_id, limit, offset)
