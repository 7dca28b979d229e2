from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(LookupError):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None):
        self.repo = repo or ArticleRepository()

    def get(self, slug: str) -> Article:
        article = self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def recent(self, limit: int = 20, offset: int = 0) -> list[Article]:
        return self.repo.recent(max(1, min(limit, 100)), max(0, offset))
