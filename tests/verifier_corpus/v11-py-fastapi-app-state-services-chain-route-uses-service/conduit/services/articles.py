import re

from conduit.entities import Article
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def get(self, slug: str) -> Article:
        article = self.articles.find(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def create(self, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return self.articles.add(Article(slug=slug, title=title, description=description, body=body))

    def delete(self, slug: str) -> None:
        self.get(slug)
        self.articles.remove(slug)
