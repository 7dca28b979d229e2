from app.models.article import Article
from app.repositories.article_repository import ArticleRepository
from app.routes.pagination import PageParams


class ArticleService:
    def __init__(self, repository: ArticleRepository) -> None:
        self.repository = repository

    def list(self, params: PageParams) -> tuple[list[Article], int]:
        return self.repository.page(params)

    def get(self, slug: str) -> Article | None:
        return self.repository.by_slug(slug)
