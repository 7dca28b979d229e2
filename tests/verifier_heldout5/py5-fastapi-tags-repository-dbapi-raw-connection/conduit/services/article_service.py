from conduit.models.tables import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def get(self, slug: str) -> Article | None:
        return self.articles.by_slug(slug)
