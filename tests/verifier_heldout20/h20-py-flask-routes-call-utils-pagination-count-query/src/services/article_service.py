from src.models import Article
from src.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    def feed_page(self, author: str | None, limit: int, offset: int) -> list[Article]:
        return self.repository.list(author, limit, offset)

    def get(self, slug: str) -> Article | None:
        return self.repository.by_slug(slug)
