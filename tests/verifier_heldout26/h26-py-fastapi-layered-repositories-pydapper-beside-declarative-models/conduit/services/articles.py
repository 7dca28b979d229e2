from conduit.models import ArticleRow
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository | None = None):
        self.repository = repository or ArticleRepository()

    def get(self, slug: str) -> ArticleRow:
        row = self.repository.by_slug(slug)
        if row is None:
            raise ArticleNotFound(slug)
        return row

    def page(self, limit: int, offset: int) -> tuple[list[ArticleRow], int]:
        return self.repository.recent(limit, offset), self.repository.count()

    def favorite(self, slug: str, user_id: int) -> ArticleRow:
        row = self.get(slug)
        self.repository.favorite(user_id, row.id)
        return self.get(slug)
