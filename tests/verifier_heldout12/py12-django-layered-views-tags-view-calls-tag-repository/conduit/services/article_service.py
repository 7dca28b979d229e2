from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None) -> None:
        self.repository = repository or ArticleRepository()

    def list(self, tag: str | None, author: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        limit = max(0, min(limit, 100))
        return self.repository.page(self.repository.filtered(tag=tag, author=author), limit, max(offset, 0))

    def get(self, slug: str) -> Article:
        article = self.repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
