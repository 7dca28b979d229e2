from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFoundError(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    def get(self, slug: str) -> Article:
        article = self.repository.get_by_slug(slug)
        if article is None:
            raise ArticleNotFoundError(slug)
        return article

    def list(self, tag: str | None, limit: int, offset: int) -> list[Article]:
        return self.repository.list(tag, min(limit, 100), offset)
