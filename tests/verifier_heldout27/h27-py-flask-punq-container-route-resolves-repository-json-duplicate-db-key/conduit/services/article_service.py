from ..repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, articles: ArticleRepository) -> None:
        self.articles = articles

    def feed_page(self, limit: int, offset: int):
        return self.articles.page(limit, offset)
