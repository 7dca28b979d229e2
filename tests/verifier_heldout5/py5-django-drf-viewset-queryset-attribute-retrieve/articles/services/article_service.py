from articles.models import Article
from articles.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None) -> None:
        self.repository = repository or ArticleRepository()

    def list_articles(self, limit: int = 20, offset: int = 0, **filters) -> tuple[list[Article], int]:
        return self.repository.page(max(1, min(limit, 100)), max(0, offset), **filters)
