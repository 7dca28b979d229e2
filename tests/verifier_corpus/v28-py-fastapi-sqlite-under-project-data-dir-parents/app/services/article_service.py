import re
import uuid

from app.models import Article
from app.repositories.article_repository import ArticleRepository
from app.services.errors import DomainError


class ArticleService:
    def __init__(self, articles: ArticleRepository):
        self.articles = articles

    def get(self, slug: str) -> Article:
        article = self.articles.by_slug(slug)
        if article is None:
            raise DomainError(404, "article", "not found")
        return article

    def list(self, **filters):
        return self.articles.list(**filters)

    def feed(self, user, limit: int, offset: int):
        return self.articles.feed(user.id, limit, offset)

    def tags(self):
        return self.articles.tag_names()

    def create(self, user, title: str, description: str, body: str, tag_list: list[str]) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
        article = Article(slug=slug, title=title, description=description, body=body, author_id=user.id)
        article.tags = self.articles.tags_by_name(tag_list)
        return self.articles.add(article)
