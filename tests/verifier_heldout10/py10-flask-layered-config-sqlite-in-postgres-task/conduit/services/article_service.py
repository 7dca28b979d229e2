import re

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repository=None):
        self.repository = repository or ArticleRepository()

    def page(self, limit=20, offset=0):
        return self.repository.page(limit, offset)

    def create(self, title, description, body):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return self.repository.add(Article(slug=slug, title=title, description=description, body=body))


article_service = ArticleService()
