from app.api.deps import Pagination
from app.models import Article
from app.repositories.articles import ArticleRepository


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self.repository = repository

    def list_articles(self, author: str | None, page: Pagination) -> tuple[list[Article], int]:
        return self.repository.page(author, page.limit, page.offset)
