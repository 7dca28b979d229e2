import re

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleMissing(Exception):
    pass


class PublishingService:
    def __init__(self, articles: ArticleRepository | None = None):
        self.articles = articles or ArticleRepository()

    def publish(self, author_id: int, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return self.articles.add(Article(slug=slug, title=title, description=description, body=body, author_id=author_id))

    def find(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise ArticleMissing(slug)
        return article

    def browse(self, author: str | None, limit: int, offset: int):
        return self.articles.page(author, limit, offset)
