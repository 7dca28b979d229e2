import re
import uuid
from datetime import datetime, timezone

from ..models import Article, Comment
from ..repositories.article_repository import ArticleRepository
from .user_service import ServiceError


def slugify(title):
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") + "-" + uuid.uuid4().hex[:6]


class ArticleService:
    def __init__(self):
        self.articles = ArticleRepository()

    def get(self, slug):
        article = self.articles.get_by_slug(slug)
        if article is None:
            raise ServiceError(404, {"article": ["not found"]})
        return article

    def list(self, **filters):
        return self.articles.list(**filters)

    def feed(self, user, limit, offset):
        return self.articles.feed(user.id, limit, offset)

    def create(self, user, data):
        article = Article(slug=slugify(data["title"]), title=data["title"], description=data["description"],
                          body=data["body"], author_id=user.id)
        article.tags = self.articles.get_or_create_tags(data.get("tagList") or [])
        return self.articles.add(article)

    def delete(self, user, slug):
        article = self.get(slug)
        if article.author_id != user.id:
            raise ServiceError(403, {"article": ["forbidden"]})
        self.articles.delete(article)

    def tags(self):
        return self.articles.all_tag_names()

    def comments(self, slug):
        return self.articles.comments_for(self.get(slug).id)

    def get_comment(self, slug, comment_id):
        article = self.get(slug)
        comment = next((c for c in self.articles.comments_for(article.id) if c.id == comment_id), None)
        if comment is None:
            raise ServiceError(404, {"comment": ["not found"]})
        return comment
