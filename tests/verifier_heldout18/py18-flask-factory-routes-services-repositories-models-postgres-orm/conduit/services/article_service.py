import re
from datetime import datetime, timezone

from ..models import Article
from ..repositories.article_repository import ArticleRepository
from .errors import Forbidden, NotFound


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


class ArticleService:
    def __init__(self, repo=None):
        self.repo = repo or ArticleRepository()

    def get(self, slug):
        article = self.repo.get_by_slug(slug)
        if article is None:
            raise NotFound("article not found")
        return article

    def list(self, **filters):
        return self.repo.list(**filters)

    def create(self, author, data):
        article = Article(
            slug=slugify(data["title"]),
            title=data["title"],
            description=data["description"],
            body=data["body"],
            author=author,
        )
        article.tags = [self.repo.get_or_create_tag(t) for t in data.get("tagList", [])]
        return self.repo.save(article)

    def delete(self, user, slug):
        article = self.get(slug)
        if article.author_id != user.id:
            raise Forbidden("not the author")
        self.repo.delete(article)

    def touch(self, article):
        article.updated_at = datetime.now(timezone.utc)
        return self.repo.save(article)
