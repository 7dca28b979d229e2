from fastapi_pagination import LimitOffsetParams

from app.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo: ArticleRepository | None = None):
        self.repo = repo or ArticleRepository()

    def list(self, limit: int, offset: int, author: str | None):
        page = self.repo.page(LimitOffsetParams(limit=limit, offset=offset), author)
        return page.items, page.total

    def get(self, slug: str):
        return self.repo.by_slug(slug)
