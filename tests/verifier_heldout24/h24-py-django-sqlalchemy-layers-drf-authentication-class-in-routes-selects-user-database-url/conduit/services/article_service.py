import re
import uuid

from conduit.models.entities import Article
from conduit.repositories.article_repository import ArticleRepository


class ArticleService:
    def __init__(self):
        self.repo = ArticleRepository()

    def get(self, slug):
        return self.repo.by_slug(slug)

    def by_author(self, username, limit=20, offset=0):
        return self.repo.by_author(username, limit, offset)

    def create(self, user, title, description, body):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        return self.repo.add(Article(slug=slug, title=title, description=description, body=body, author_id=user.id))
