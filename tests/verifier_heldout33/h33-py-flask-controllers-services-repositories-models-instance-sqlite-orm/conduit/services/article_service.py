import re

from conduit.models import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def list(self, limit=20, offset=0):
        return self.repo.recent(limit, offset), self.repo.count()

    def get(self, slug):
        return self.repo.by_slug(slug)

    def create(self, author, title, description, body):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return self.repo.add(Article(slug=slug, title=title, description=description,
                                     body=body, author_id=author.id))
