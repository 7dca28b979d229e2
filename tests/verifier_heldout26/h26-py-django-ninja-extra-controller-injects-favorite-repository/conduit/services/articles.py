from injector import inject

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    @inject
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def page(self, limit: int, offset: int):
        return self.articles.page(limit, offset)
