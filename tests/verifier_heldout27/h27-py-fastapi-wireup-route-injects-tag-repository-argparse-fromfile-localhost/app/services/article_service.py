from wireup import injectable

from app.repositories.article_repository import ArticleRepository


@injectable
class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def list(self, limit: int, offset: int):
        return self.articles.page(limit, offset)
