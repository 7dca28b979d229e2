from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(LookupError):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None) -> None:
        self.repo = repo or ArticleRepository()

    def list_articles(self, tag=None, author=None, favorited=None, limit=20, offset=0) -> tuple[list[Article], int]:
        limit = max(1, min(int(limit), 100))
        return self.repo.search(tag, author, favorited, limit, max(0, int(offset)))

    def get(self, slug: str) -> Article:
        article = self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article
