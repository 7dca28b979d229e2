import re
import uuid

from conduit.models.entities import Article
from conduit.repositories.article_repository import ArticleRepository
from conduit.routes.pagination import Page


class ArticleService:
    def __init__(self):
        self.repo = ArticleRepository()

    def get(self, slug):
        return self.repo.by_slug(slug)

    def by_author(self, username, page: Page | None = None):
        page = page or Page()
        return self.repo.by_author(username, page.limit, page.offset)

    def create(self, user, title, description, body):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        return self.repo.add(Article(slug=slug, title=title, description=description, body=body, author_id=user.id))
